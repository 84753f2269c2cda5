import { ArrowRight, Calculator as CalculatorIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAreaPath } from '@/components/public-area';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { CALCULATORS, type Calculator } from '../content';

/**
 * The Calculators section of Financial Tools and of the public list of lessons and calculators
 * (/learn): each card is its calculator's link, to the public calculator in the public area.
 */
export function CalculatorList() {
  return (
    <section aria-labelledby="calculators-heading" className="grid gap-4">
      <h2 id="calculators-heading" className="text-xl font-semibold">
        Calculators
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CALCULATORS.map((calculator) => (
          <li key={calculator.slug}>
            <Card className="relative flex h-full flex-col transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
              <CardHeader className="flex-1">
                <span className="mb-2 inline-flex size-11 items-center justify-center rounded-md bg-primary-soft text-primary">
                  <CalculatorIcon aria-hidden className="size-5" />
                </span>
                <CardTitle asChild>
                  <h3>
                    <CalculatorLink calculator={calculator} />
                  </h3>
                </CardTitle>
                <CardDescription>{calculator.description}</CardDescription>
                <span
                  aria-hidden
                  className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-primary"
                >
                  Open <ArrowRight className="size-4" />
                </span>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CalculatorLink({ calculator }: { calculator: Calculator }) {
  const dashboardPath = paths.dashboard.calculators[calculator.slug];
  return (
    <Link
      to={useAreaPath(dashboardPath) ?? dashboardPath}
      className="after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none"
    >
      {calculator.title}
    </Link>
  );
}
