import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadFile } from '@/lib/download';
import { useMyData } from '../data-api';
import { EVENT_COLUMNS, EXPORT_FILES, GOAL_COLUMNS, toCsv, toJson, type MyData } from '../export';

const FORMATS = [
  {
    label: 'Download my data',
    file: EXPORT_FILES.json,
    type: 'application/json',
    build: (data: MyData) => toJson(data, new Date()),
  },
  {
    label: 'Goals as CSV',
    file: EXPORT_FILES.goals,
    type: 'text/csv;charset=utf-8',
    build: (data: MyData) => toCsv(data.goals, GOAL_COLUMNS),
  },
  {
    label: 'Events as CSV',
    file: EXPORT_FILES.events,
    type: 'text/csv;charset=utf-8',
    build: (data: MyData) => toCsv(data.calendar_events, EVENT_COLUMNS),
  },
] as const;

/** Settings → "Download my data": read fresh at each click, so the file is what is stored now. */
export function YourData({ userId }: { userId: string | undefined }) {
  const read = useMyData(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your data</h2>
        </CardTitle>
        <CardDescription>
          Everything you keep here in one JSON file: your profile, goals and their history, calendar events,
          conversations with the AI assistant and reminder settings. Goals and events also come as CSV for a
          spreadsheet.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {FORMATS.map((format, i) => (
          <Button
            key={format.file}
            variant={i === 0 ? 'default' : 'outline'}
            disabled={read.isPending || !userId}
            onClick={() => {
              read.mutate(undefined, {
                onSuccess: (data) => {
                  downloadFile(format.build(data), format.file, format.type);
                },
              });
            }}
          >
            <Download aria-hidden /> {format.label}
          </Button>
        ))}
        <p role="status" className="basis-full text-sm text-muted-foreground">
          {read.isPending ? 'Gathering your data...' : ''}
        </p>
      </CardContent>
    </Card>
  );
}
