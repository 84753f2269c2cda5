import type { QuickAnswer } from '../lesson-types';

/** The lesson's questions answered in a sentence or two; the assistant answers from the same text. */
export function QuickAnswers({ answers }: { answers: readonly QuickAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby="quick-answers" className="grid gap-4">
      <h2 id="quick-answers" className="text-xl font-semibold">
        Quick answers
      </h2>
      <dl className="grid gap-4">
        {answers.map((qa) => (
          <div key={qa.question} className="grid gap-1 rounded-lg border border-border bg-surface p-4">
            <dt className="font-semibold">{qa.question}</dt>
            <dd className="leading-relaxed text-muted-foreground">{qa.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
