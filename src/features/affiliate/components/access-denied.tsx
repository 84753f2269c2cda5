import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { ResendConfirmationButton, useSession } from '@/features/auth';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

/** docs/product-spec.md §6: a signed-in user who is not an affiliate. */
export function AccessDenied() {
  const { session } = useSession();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title="Affiliate Dashboard" />
      <Card className="max-w-2xl">
        <CardHeader className="flex-row items-start gap-3">
          <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
          <p className="font-semibold">Access denied. This page is only available for affiliate accounts.</p>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">
            Signed up as an affiliate? You may need to confirm your email first: open the link we sent you, or
            get a new one.
          </p>
        </CardContent>
        <CardFooter className="flex-wrap">
          <ResendConfirmationButton email={session?.user.email} />
          <Button asChild variant="ghost">
            <Link to={paths.dashboard.home}>Back to the dashboard</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
