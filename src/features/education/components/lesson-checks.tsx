import { CheckCircle2, XCircle } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import type { CheckQuestion } from '../lesson-types';
import { allChecksRight } from '../logic';

interface LessonChecksProps {
  checks: readonly CheckQuestion[];
  /** Called once, when the last question gets its right answer. */
  onComplete?: () => void;
  /** What to say once every question is right (saved progress, or an invitation to sign up). */
  completed: ReactNode;
  /** The lesson was finished before: say so above the questions. */
  alreadyDone?: boolean;
}

/** The lesson's three check questions: pick an answer, see why it is right, or try again. */
export function LessonChecks({ checks, onComplete, completed, alreadyDone = false }: LessonChecksProps) {
  const [chosen, setChosen] = useState<readonly (number | null)[]>(() => checks.map(() => null));
  const done = allChecksRight(checks, chosen);
  const id = useId();

  const choose = (question: number, option: number) => {
    const next = chosen.map((c, i) => (i === question ? option : c));
    setChosen(next);
    if (!done && allChecksRight(checks, next)) onComplete?.();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
          Check what you learned
        </h2>
        <p className="text-sm text-muted-foreground">
          {alreadyDone
            ? 'You have finished this lesson. Answer again any time to refresh it.'
            : 'Answer all three to finish the lesson.'}
        </p>
      </div>
      <ol className="grid gap-4">
        {checks.map((check, q) => {
          const pick = chosen[q] ?? null;
          const right = pick === check.answer;
          return (
            <li key={check.question}>
              <fieldset className="grid gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
                <legend className="float-left mb-1 w-full font-medium">
                  {q + 1}. {check.question}
                </legend>
                <div className="grid gap-2">
                  {check.options.map((option, o) => (
                    <label
                      key={option}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border px-3 py-2.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring',
                        pick === o &&
                          (right ? 'border-primary bg-primary/5' : 'border-destructive bg-destructive/5'),
                      )}
                    >
                      <input
                        type="radio"
                        name={`${id}-${q}`}
                        value={o}
                        checked={pick === o}
                        onChange={() => {
                          choose(q, o);
                        }}
                        className="mt-0.5 size-4 accent-primary"
                      />
                      <span>{option}</span>
                    </label>
                  ))}
                </div>
                <div aria-live="polite">
                  {pick !== null &&
                    (right ? (
                      <p className="flex gap-2 text-sm">
                        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                        <span>
                          <strong>Right.</strong> {check.explanation}
                        </span>
                      </p>
                    ) : (
                      <p className="flex gap-2 text-sm">
                        <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
                        <span>
                          <strong>Not quite.</strong> Try another answer.
                        </span>
                      </p>
                    ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div aria-live="polite">{done && completed}</div>
    </section>
  );
}
