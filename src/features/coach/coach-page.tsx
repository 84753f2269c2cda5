import { BackLink } from '@/components/back-link';
import { CoachChat } from './components/coach-chat';
import { COACH_INTRO, COACH_NOTE, COACH_TITLE } from './content';

export function CoachPage() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <BackLink to="/dashboard/financial-tools">Back to Financial Tools</BackLink>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{COACH_TITLE}</h1>
        <p className="text-muted-foreground">{COACH_INTRO}</p>
      </header>
      <CoachChat />
      <p className="text-sm text-muted-foreground">{COACH_NOTE}</p>
    </div>
  );
}
