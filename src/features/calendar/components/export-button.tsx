import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buildIcs, ICS_FILE_NAME, type IcsEvent } from '@shared/calendar/ics.ts';

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers read the blob after click() returns; free it once the download has started.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** "Export to calendar": the upcoming events as an .ics file for Google, Apple or Outlook calendars. */
export function ExportButton({ events }: { events: readonly IcsEvent[] }) {
  return (
    <Button
      variant="outline"
      disabled={events.length === 0}
      onClick={() => {
        download(buildIcs(events, new Date()), ICS_FILE_NAME);
      }}
    >
      <Download aria-hidden /> Export to calendar
    </Button>
  );
}
