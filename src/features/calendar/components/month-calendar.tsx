import { isSameMonth, startOfMonth } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import { labelDayButton, type Labels } from 'react-day-picker';
import { Calendar } from '@/components/ui/calendar';
import { dayKey } from '../logic';

interface MonthCalendarProps {
  /** Events by yyyy-MM-dd day: those days get a dot, and their label says how many. */
  eventsByDay: ReadonlyMap<string, readonly unknown[]>;
  selected: Date;
  onSelect: (day: Date) => void;
  today: Date;
}

/** The month shown is this component's own state, so paging months re-renders only the calendar. */
export function MonthCalendar({ eventsByDay, selected, onSelect, today }: MonthCalendarProps) {
  const [month, setMonth] = useState(() => startOfMonth(selected));
  const [shownSelection, setShownSelection] = useState(selected);
  // A day picked outside the month shown (one of the neighbouring months' days) brings its month into view.
  if (shownSelection !== selected) {
    setShownSelection(selected);
    if (!isSameMonth(selected, month)) setMonth(startOfMonth(selected));
  }

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
      onMonthChange={setMonth}
      today={today}
      modifiers={{ marked }}
      labels={labels}
    />
  );
}
