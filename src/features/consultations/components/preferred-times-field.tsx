import { format, parseISO } from 'date-fns';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { bookableDays, firstOpenSlot, MAX_PREFERRED_TIMES, SLOTS, slotProblem, type Slot } from '../logic';
import type { PreferredTime } from '../schema';
import { ChoiceGroup } from '@/components/ui/choice-group';

interface PreferredTimesFieldProps {
  value: PreferredTime[];
  onChange: (times: PreferredTime[]) => void;
  zone: string;
  now: Date;
  error?: string;
}

const slotLabel = (slot: Slot) => SLOTS.find((s) => s.value === slot)!.label;
export const preferredTimeLabel = (time: PreferredTime): string =>
  `${format(parseISO(time.day), 'EEE, MMM d')}, ${slotLabel(time.slot).toLowerCase()}`;

/**
 * One to three preferred times: a day from the day picker and a part of the day (morning,
 * afternoon, evening where the user lives), added to a list the user can take times off again.
 */
export function PreferredTimesField({ value, onChange, zone, now, error }: PreferredTimesFieldProps) {
  const id = useId();
  const { first, last } = bookableDays(now, zone);
  const [start] = useState(() => firstOpenSlot(now, zone));
  const [day, setDay] = useState<string>(start.day);
  const [slot, setSlot] = useState<Slot>(start.slot);
  const problem =
    slotProblem(day, slot, zone, now) ??
    (value.some((t) => t.day === day && t.slot === slot) ? 'You have already added that time.' : null);
  const full = value.length >= MAX_PREFERRED_TIMES;

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-2 text-sm font-medium">
        Preferred times
        <span aria-hidden="true" className="text-destructive">
          {' '}
          *
        </span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Add one to three times that suit you, within the next 60 days. Times are in your time zone ({zone}).
      </p>
      <div className="grid gap-4">
        <Calendar
          mode="single"
          required
          selected={parseISO(day)}
          onSelect={(picked: Date) => {
            setDay(format(picked, 'yyyy-MM-dd'));
          }}
          startMonth={parseISO(first)}
          endMonth={parseISO(last)}
          disabled={[{ before: parseISO(first) }, { after: parseISO(last) }]}
          className="max-w-sm rounded-md border border-border p-2"
        />
        <div className="grid content-start gap-3">
          <ChoiceGroup legend="Part of the day" options={SLOTS} value={slot} onChange={setSlot} />
          <p className="text-sm" aria-live="polite">
            {format(parseISO(day), 'EEEE, MMMM d')}, {slotLabel(slot).toLowerCase()} (from{' '}
            {SLOTS.find((s) => s.value === slot)!.hour}:00)
          </p>
          {problem && !full ? <p className="text-sm text-muted-foreground">{problem}</p> : null}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={full || problem !== null}
            onClick={() => {
              onChange([...value, { day, slot }]);
            }}
          >
            <Plus aria-hidden /> Add this time
          </Button>
          {full ? (
            <p className="text-sm text-muted-foreground">
              That is {MAX_PREFERRED_TIMES} times, the most a request takes.
            </p>
          ) : null}
          {value.length ? (
            <ul aria-label="Chosen times" className="grid gap-2">
              {value.map((time) => {
                const label = preferredTimeLabel(time);
                return (
                  <li
                    key={`${time.day}-${time.slot}`}
                    className="flex items-center justify-between gap-2 rounded-md border border-border py-1 pr-1 pl-3 text-sm"
                  >
                    {label}
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${label}`}
                      onClick={() => {
                        onChange(value.filter((t) => t !== time));
                      }}
                    >
                      <X aria-hidden />
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No times added yet.</p>
          )}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
