import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { fieldClassName } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SwitchField } from '@/components/ui/switch-field';
import { cn } from '@/lib/utils';
import { detectTimeZone, timeZoneLabel, timeZoneOptions } from '@/lib/time-zone';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api';
import { EMAIL_SWITCHES } from '../content';

/**
 * One switch per kind of email (EMAIL_SWITCHES), and the time zone their 08:00 is in
 * (docs/decisions/016-reminders.md). Each change saves at once, as a switch promises.
 */
export function ReminderSettings({
  userId,
  isAffiliate,
}: {
  userId: string | undefined;
  isAffiliate: boolean;
}) {
  const preferences = useNotificationPreferences(userId);
  const update = useUpdateNotificationPreferences(userId);
  const device = detectTimeZone();

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Reminders</h2>
        </CardTitle>
        <CardDescription>
          One email on the mornings something needs you, with what each switch below turns on. Every email has
          an unsubscribe link.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4" aria-busy={preferences.isPending}>
        {preferences.isPending ? (
          <Skeleton aria-hidden className="h-28 w-full" />
        ) : preferences.isError ? (
          <p role="alert" className="text-destructive">
            We could not load your reminder settings. Reload the page to try again.
          </p>
        ) : (
          <>
            {EMAIL_SWITCHES.filter((entry) => isAffiliate || !entry.affiliatesOnly).map(
              ({ column, label, description }) => (
                <SwitchField
                  key={column}
                  label={label}
                  description={description}
                  checked={
                    (update.isPending ? update.variables[column] : undefined) ?? preferences.data[column]
                  }
                  onCheckedChange={(on) => {
                    update.mutate({ [column]: on });
                  }}
                />
              ),
            )}
            <FormField
              label="Time zone"
              description={
                preferences.data.time_zone === device ? 'This is the time zone of this device.' : undefined
              }
            >
              <select
                className={cn(fieldClassName, 'h-11 sm:h-10')}
                value={preferences.data.time_zone}
                disabled={update.isPending}
                onChange={(event) => {
                  update.mutate({ time_zone: event.target.value });
                }}
              >
                {timeZoneOptions(preferences.data.time_zone, device).map((zone) => (
                  <option key={zone} value={zone}>
                    {timeZoneLabel(zone)}
                  </option>
                ))}
              </select>
            </FormField>
            {preferences.data.time_zone !== device && (
              <Button
                variant="outline"
                className="justify-self-start"
                disabled={update.isPending}
                onClick={() => {
                  update.mutate({ time_zone: device });
                }}
              >
                Use this device's time zone ({timeZoneLabel(device)})
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
