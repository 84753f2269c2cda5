import { BackLink } from '@/components/back-link';
import { CoachChat } from './components/coach-chat';
import { COACH_INTRO, COACH_NOTE, COACH_TITLE } from './content';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

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
