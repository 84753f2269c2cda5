import { Bell, CircleAlert, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useEvents } from '@/features/calendar';
import { useGoals } from '@/features/goals';
import { paths } from '@/lib/paths';
import { reminderItems } from '../logic';

const MAX_SHOWN = 8;

/** The bell in the dashboard header: reminders due and overdue items, with their count. */
export function ReminderBell({ userId }: { userId: string | undefined }) {
  const events = useEvents(userId);
  const goals = useGoals(userId);
  const items = reminderItems(events.data ?? [], goals.data ?? [], new Date());
  const count = items.length;
  const label = count ? `Reminders, ${count} ${count === 1 ? 'item' : 'items'}` : 'Reminders, none';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative">
          <Bell aria-hidden className="size-5!" />
          {count > 0 && (
            <span
              aria-hidden
              className="absolute top-1 right-1 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-bold text-white"
            >
              {count > 9 ? '9+' : count}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel>Reminders</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {count === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">You're all caught up.</p>
        ) : (
          items.slice(0, MAX_SHOWN).map((item) => (
            <DropdownMenuItem key={`${item.kind}-${item.id}`} asChild>
              <Link to={item.href} className="items-start">
                {item.kind === 'overdue' ? (
                  <CircleAlert aria-hidden className="mt-0.5 text-destructive" />
                ) : (
                  <Clock aria-hidden className="mt-0.5 text-primary" />
                )}
                <span className="grid min-w-0">
                  <span className="truncate font-medium">{item.title}</span>
                  <span
                    className={
                      item.kind === 'overdue' ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'
                    }
                  >
                    {item.detail}
                  </span>
                </span>
              </Link>
            </DropdownMenuItem>
          ))
        )}
        {count > MAX_SHOWN && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to={paths.dashboard.calendar}>See all {count} on the calendar</Link>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
