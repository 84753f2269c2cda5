import { useCallback, useMemo } from 'react';
import { labelDayButton, type Labels } from 'react-day-picker';
import { Calendar } from '@/components/ui/calendar';
import { dayKey } from '../logic';

interface MonthCalendarProps {
  /** Events by yyyy-MM-dd day: those days get a dot, and their label says how many. */
  eventsByDay: ReadonlyMap<string, readonly unknown[]>;
  selected: Date;
  onSelect: (day: Date) => void;
  /** The month shown (its first day); the page's summary follows it. */
  month: Date;
  onMonthChange: (month: Date) => void;
  today: Date;
}

export function MonthCalendar({
  eventsByDay,
  selected,
  onSelect,
  month,
  onMonthChange,
  today,
}: MonthCalendarProps) {
  const marked = useCallback((date: Date) => eventsByDay.has(dayKey(date)), [eventsByDay]);
  const labels = useMemo<Partial<Labels>>(
    () => ({
      labelDayButton: (date, modifiers, options, dateLib) => {
        const label = labelDayButton(date, modifiers, options, dateLib);
        const count = eventsByDay.get(dayKey(date))?.length ?? 0;
        return count ? `${label}, ${count} ${count === 1 ? 'event' : 'events'}` : label;
      },
    }),
    [eventsByDay],
  );

  return (
    <Calendar
      mode="single"
      required
      selected={selected}
      onSelect={onSelect}
      month={month}
      onMonthChange={onMonthChange}
      today={today}
      modifiers={{ marked }}
      labels={labels}
    />
  );
}
