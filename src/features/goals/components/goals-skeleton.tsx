import { Skeleton } from '@/components/ui/skeleton';

/** The page's shape while the goals load; the status text is what assistive technology hears. */
export function GoalsSkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading goals...</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-6 w-40" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-56" />
        ))}
      </div>
    </div>
  );
}
