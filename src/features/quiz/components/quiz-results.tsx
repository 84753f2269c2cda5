import { ArrowRight, CalendarCheck, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SOLUTIONS, solutionPath } from '@/features/solutions';
import { RESULTS_NOTE, SOLUTION_SUMMARIES } from '../content';
import type { SolutionMatch } from '../logic';
import { consultationPath } from '@/lib/paths';

const titleOf = (slug: SolutionMatch['slug']) => SOLUTIONS.find((s) => s.slug === slug)!.title;

interface QuizResultsProps {
  matches: readonly SolutionMatch[];
  onRestart: () => void;
}

export function QuizResults({ matches, onRestart }: QuizResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="quiz-results" className="grid gap-4">
      <h2 id="quiz-results" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        Your top matches
      </h2>
      <ol aria-labelledby="quiz-results" className="grid gap-4">
        {matches.map(({ slug, count }, index) => (
          <li key={slug}>
            <Card>
              <CardHeader className="flex-row items-start gap-4">
                <span
                  aria-hidden
                  className="grid size-12 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                >
                  #{index + 1}
                </span>
                <div className="grid gap-1.5">
                  <CardTitle>
                    <span className="sr-only">{`#${index + 1}: `}</span>
                    {titleOf(slug)}
                  </CardTitle>
                  <CardDescription>{SOLUTION_SUMMARIES[slug]}</CardDescription>
                  <p className="text-sm font-medium text-primary">
                    {count === 1 ? 'Matches 1 of your answers' : `Matches ${count} of your answers`}
                  </p>
                </div>
              </CardHeader>
              <CardFooter>
                <Button asChild variant="outline" className="w-full sm:w-auto">
                  <Link to={solutionPath(slug)}>
                    Learn about {titleOf(slug)} <ArrowRight aria-hidden />
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ol>
      <Card className="bg-primary-soft">
        <CardContent className="grid gap-3 pt-4 sm:pt-6">
          <p className="font-medium">
            Want a second opinion on your matches? Talk them through with an expert.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to={consultationPath(matches[0]?.slug)}>
                <CalendarCheck aria-hidden /> Book a free consultation
              </Link>
            </Button>
            <Button variant="outline" onClick={onRestart}>
              <RotateCcw aria-hidden /> Retake the quiz
            </Button>
          </div>
        </CardContent>
      </Card>
      <p className="text-sm text-muted-foreground">{RESULTS_NOTE}</p>
    </section>
  );
}
