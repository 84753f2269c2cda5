import { useId, useState } from 'react';
import { formatMoment } from '@shared/consultations/topics.ts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { detectTimeZone } from '@/lib/time-zone';
import { useScheduleConsultation, type AgentConsultation } from '../api';

const OTHER = 'other';

/**
 * Schedule: one of the times the person offered (those still ahead), or another date and time
 * the agent types on their own clock (a datetime-local input is read in the browser's zone).
 */
export function ScheduleDialog({ request, name }: { request: AgentConsultation; name: string }) {
  const [open, setOpen] = useState(false);
  const schedule = useScheduleConsultation();
  // The times still ahead when the dialog mounts; submit checks the clock again.
  const [upcoming] = useState(() =>
    request.preferred_times.filter((t) => new Date(t).getTime() > Date.now()),
  );
  const [choice, setChoice] = useState<string>(upcoming[0] ?? OTHER);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | undefined>();
  const group = useId();
  const agentZone = detectTimeZone();

  const submit = () => {
    const at = choice === OTHER ? new Date(other) : new Date(choice);
    if (choice === OTHER && (!other || Number.isNaN(at.getTime()))) {
      setError('Enter a date and time');
      return;
    }
    if (at.getTime() <= Date.now()) {
      setError('Choose a time in the future');
      return;
    }
    setError(undefined);
    schedule.mutate(
      { request_id: request.id, at: at.toISOString() },
      {
        onSuccess: () => {
          setOpen(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">Schedule</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule with {name}</DialogTitle>
          <DialogDescription>
            They get an email with the time and a calendar invitation, and the appointment appears in their
            calendar.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">When</legend>
            {upcoming.map((time) => (
              <label key={time} className="flex items-center gap-3 text-sm">
                <input
                  type="radio"
                  name={group}
                  className="size-4 accent-primary"
                  checked={choice === time}
                  onChange={() => {
                    setChoice(time);
                  }}
                />
                {formatMoment(time, request.time_zone)} (their time)
              </label>
            ))}
            <label className="flex items-center gap-3 text-sm">
              <input
                type="radio"
                name={group}
                className="size-4 accent-primary"
                checked={choice === OTHER}
                onChange={() => {
                  setChoice(OTHER);
                }}
              />
              Another date and time
            </label>
          </fieldset>
          {choice === OTHER ? (
            <FormField label="Date and time" description={`In your time zone (${agentZone}).`} error={error}>
              <Input
                type="datetime-local"
                value={other}
                onChange={(event) => {
                  setOther(event.target.value);
                }}
              />
            </FormField>
          ) : error ? (
            <p className="text-sm font-medium text-destructive">{error}</p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={schedule.isPending}>
              {schedule.isPending ? 'Scheduling...' : 'Schedule'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
