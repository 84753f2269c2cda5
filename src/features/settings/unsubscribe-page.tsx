import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useUnsubscribe } from './api';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { UNSUBSCRIBE_PAGE } from './content';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4 text-center">{children}</CardContent>
      </Card>
    </div>
  );
}

const settingsLink = (
  <Button asChild className="w-full">
    <Link to={paths.dashboard.settings}>Open Settings</Link>
  </Button>
);

/** /unsubscribe?token=…, the link at the end of every reminder email: no sign-in needed. */
export function UnsubscribePage() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const result = useUnsubscribe(token);

  if (token === '' || result.data === false) {
    return (
      <Frame title="Link not recognised">
        <CircleX aria-hidden className="size-12 text-destructive" />
        <p role="alert">
          This unsubscribe link is not valid. Sign in and turn off the emails you do not want in Settings
          instead.
        </p>
        {settingsLink}
      </Frame>
    );
  }
  if (result.isPending) {
    return (
      <Frame title="Unsubscribing...">
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle aria-hidden className="size-5 animate-spin" /> One moment.
        </p>
      </Frame>
    );
  }
  if (result.isError) {
    return (
      <Frame title="Something went wrong">
        <CircleX aria-hidden className="size-12 text-destructive" />
        <p role="alert">We could not unsubscribe you. Please try again.</p>
        <Button
          className="w-full"
          disabled={result.isFetching}
          onClick={() => {
            void result.refetch();
          }}
        >
          Try again
        </Button>
      </Frame>
    );
  }
  return (
    <Frame title="You're unsubscribed">
      <CircleCheck aria-hidden className="size-12 text-success" />
      <p role="status">
        You won't get reminder emails anymore. You can turn them back on any time in Settings.
      </p>
      {settingsLink}
    </Frame>
  );
}
