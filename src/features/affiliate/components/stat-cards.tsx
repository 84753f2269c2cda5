import { CalendarPlus, KeyRound, UserCheck, Users, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { ReferralStats } from '../logic';

/** The referral counts, or why there are none to show yet. */
export type StatsState = ReferralStats | 'loading' | 'unavailable';

interface StatProps {
  title: string;
  icon: LucideIcon;
  value: string;
  detail: string;
  loading?: boolean;
  code?: boolean;
}

function Stat({ title, icon: Icon, value, detail, loading = false, code = false }: StatProps) {
  return (
    <li>
      <Card className="h-full">
        <CardHeader className="flex-row items-start justify-between gap-2 pb-1 sm:pb-2">
          <CardTitle asChild>
            <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
          </CardTitle>
          <Icon aria-hidden className="size-4 shrink-0 text-primary" />
        </CardHeader>
        <CardContent className="grid gap-1">
          {loading ? (
            <Skeleton className="h-8 w-16" />
          ) : (
            <p className={cn('text-2xl font-bold wrap-anywhere', code && 'font-mono text-xl sm:text-2xl')}>
              {value}
            </p>
          )}
          <p className="text-xs text-muted-foreground sm:text-sm">{detail}</p>
        </CardContent>
      </Card>
    </li>
  );
}

/** The four cards of docs/product-spec.md §2, counting as docs/decisions/004-real-figures-not-placeholders.md says. */
export function StatCards({ agentCode, stats }: { agentCode: string; stats: StatsState }) {
  const loading = stats === 'loading';
  const count = (pick: (s: ReferralStats) => number) =>
    typeof stats === 'object' ? String(pick(stats)) : '—';
  return (
    <section aria-labelledby="affiliate-overview">
      <h2 id="affiliate-overview" className="sr-only">
        Overview
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Stat
          title="Total Referrals"
          icon={Users}
          loading={loading}
          value={count((s) => s.total)}
          detail={typeof stats === 'object' ? `+${stats.thisMonth} this month` : 'Referrals so far'}
        />
        <Stat
          title="Active Users"
          icon={UserCheck}
          loading={loading}
          value={count((s) => s.active)}
          detail="Created a goal or an event"
        />
        <Stat title="Your Agent Code" icon={KeyRound} value={agentCode} detail="Part of your link" code />
        <Stat
          title="This Month"
          icon={CalendarPlus}
          loading={loading}
          value={count((s) => s.thisMonth)}
          detail="New referrals"
        />
      </ul>
    </section>
  );
}
