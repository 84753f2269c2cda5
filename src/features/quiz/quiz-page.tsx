import { useState } from 'react';
import { BackLink } from '@/components/back-link';
import { Progress } from '@/components/ui/progress';
import type { SolutionSlug } from '@/features/solutions';
import { QuizQuestionStep } from './components/quiz-question';
import { QuizResults } from './components/quiz-results';
import { QUIZ_INTRO, QUIZ_QUESTIONS, QUIZ_TITLE } from './content';
import { quizProgress, topSolutions } from './logic';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { QUIZ_PAGE } from './content';

const questionCount = QUIZ_QUESTIONS.length;

export function QuizPage() {
  const [answers, setAnswers] = useState<readonly (readonly SolutionSlug[])[]>([]);
  const [restarted, setRestarted] = useState(false);
  const finished = answers.length === questionCount;
  const currentIndex = Math.min(answers.length, questionCount - 1);
  const progress = quizProgress(currentIndex, finished, questionCount);

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <BackLink to={paths.dashboard.tools}>Back to Financial Tools</BackLink>

      <PageHeader title={QUIZ_TITLE} description={QUIZ_INTRO} />

      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">
          {finished
            ? `All ${questionCount} questions answered`
            : `Question ${currentIndex + 1} of ${questionCount}`}
        </p>
        <Progress value={progress} aria-label="Quiz progress" />
      </div>

      {finished ? (
        <QuizResults
          matches={topSolutions(answers)}
          onRestart={() => {
            setAnswers([]);
            setRestarted(true);
          }}
        />
      ) : (
        <QuizQuestionStep
          key={QUIZ_QUESTIONS[currentIndex]!.id}
          question={QUIZ_QUESTIONS[currentIndex]!}
          takeFocus={answers.length > 0 || restarted}
          onAnswer={(option) => {
            setAnswers((current) => [...current, option.solutions]);
          }}
        />
      )}
    </div>
  );
}
