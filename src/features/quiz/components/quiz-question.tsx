import { ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { QuizOption, QuizQuestion } from '../content';

interface QuizQuestionProps {
  question: QuizQuestion;
  /** Moves focus to the question when it replaces an earlier screen (not on first load). */
  takeFocus: boolean;
  onAnswer: (option: QuizOption) => void;
}

export function QuizQuestionStep({ question, takeFocus, onAnswer }: QuizQuestionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `quiz-question-${question.id}`;

  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-balance">
        {question.question}
      </h2>
      <ul className="grid gap-3">
        {question.options.map((option) => (
          <li key={option.label}>
            <button
              type="button"
              onClick={() => {
                onAnswer(option);
              }}
              className="flex min-h-14 w-full cursor-pointer items-center justify-between gap-3 rounded-lg border border-border bg-surface px-4 py-3 text-left font-medium shadow-sm transition-colors hover:border-primary hover:bg-primary-soft"
            >
              {option.label}
              <ChevronRight aria-hidden className="size-5 shrink-0 text-primary" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
