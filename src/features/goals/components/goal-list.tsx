import { useMemo } from 'react';
import { groupGoals, type Goal } from '../logic';
import { GoalCard } from './goal-card';

const sectionId = (category: string) => `goals-${category}`;

/** The goals grouped by category (docs/product-spec.md §2), with a way to jump between groups on long lists. */
export function GoalList({ goals, now }: { goals: readonly Goal[]; now: Date }) {
  const groups = useMemo(() => groupGoals(goals), [goals]);

  return (
    <div className="grid gap-8">
      {groups.length > 1 && (
        <nav aria-label="Goal categories">
          <ul className="flex flex-wrap gap-2">
            {groups.map(({ category, label, goals: inGroup }) => (
              <li key={category}>
                <a
                  href={`#${sectionId(category)}`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-sm font-medium hover:bg-primary-soft sm:min-h-9"
                >
                  {label}
                  <span className="text-muted-foreground">{inGroup.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map(({ category, label, goals: inGroup }) => (
        <section
          key={category}
          id={sectionId(category)}
          aria-labelledby={`${sectionId(category)}-heading`}
          className="grid scroll-mt-20 gap-3"
        >
          <h2 id={`${sectionId(category)}-heading`} className="text-lg font-semibold">
            {label} <span className="text-sm font-normal text-muted-foreground">({inGroup.length})</span>
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {inGroup.map((goal) => (
              <li key={goal.id}>
                <GoalCard goal={goal} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
