import { BackLink } from '@/components/back-link';
import { CoachChat } from './components/coach-chat';
import { COACH_INTRO, COACH_NOTE, COACH_TITLE } from './content';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { COACH_PAGE } from './content';

export function CoachPage() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <BackLink to={paths.dashboard.tools}>Back to Financial Tools</BackLink>
      <PageHeader title={COACH_TITLE} description={COACH_INTRO} />
      <CoachChat />
      <p className="text-sm text-muted-foreground">{COACH_NOTE}</p>
    </div>
  );
}
