import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download';
import { buildIcs, ICS_FILE_NAME, type IcsEvent } from '@shared/calendar/ics.ts';

/** "Export to calendar": the upcoming events as an .ics file for Google, Apple or Outlook calendars. */
export function ExportButton({ events }: { events: readonly IcsEvent[] }) {
  return (
    <Button
      variant="outline"
      disabled={events.length === 0}
      onClick={() => {
        downloadFile(buildIcs(events, new Date()), ICS_FILE_NAME, 'text/calendar;charset=utf-8');
      }}
    >
      <Download aria-hidden /> Export to calendar
    </Button>
  );
}
