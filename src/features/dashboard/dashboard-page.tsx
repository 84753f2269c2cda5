import { ArrowRight, Bot } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/features/auth';
import { IosInstallGuide } from '@/features/pwa';
import { CalendarFigures, CheckupFigures, GoalFigures, LessonFigures } from './components/live-figures';
import { SUMMARY_CARDS } from './content';
import { paths } from '@/lib/paths';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { DASHBOARD_PAGE } from './content';

export function DashboardPage() {
  const { session } = useSession();
  const user = session?.user;
  const firstName = typeof user?.user_metadata.first_name === 'string' ? user.user_metadata.first_name : '';
  const now = new Date();

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <Card className="bg-primary-soft">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
          </h1>
          <CardDescription>
            Your money plan in one place. Ask the AI assistant anything, or pick up where you left off.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to={paths.dashboard.assistant}>
              <Bot aria-hidden /> Chat with the AI assistant
            </Link>
          </Button>
        </CardFooter>
      </Card>

      <IosInstallGuide />

      <section aria-labelledby="overview" className="grid gap-4">
        <h2 id="overview" className="sr-only">
          Overview
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {SUMMARY_CARDS.map(({ id, title, description, to, linkLabel, icon: Icon }) => (
            <li key={id}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <CardTitle asChild>
                    <h3 className="flex items-center gap-2">
                      <Icon aria-hidden className="size-5 text-primary" />
                      {title}
                    </h3>
                  </CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
                <CardContent className="flex-1">
                  {user && id === 'goals' ? <GoalFigures userId={user.id} now={now} /> : null}
                  {user && id === 'calendar' ? <CalendarFigures userId={user.id} now={now} /> : null}
                  {user && id === 'education' ? <LessonFigures userId={user.id} /> : null}
                  {user && id === 'checkup' ? <CheckupFigures userId={user.id} /> : null}
                </CardContent>
                <CardFooter>
                  <Button asChild variant="link" className="px-0">
                    <Link to={to}>
                      {linkLabel} <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
