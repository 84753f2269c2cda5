import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Refetches on demand and spins until the data is back. */
export function RefreshButton({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await onRefresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void refresh()} disabled={busy} aria-busy={busy}>
      <RefreshCw aria-hidden className={cn(busy && 'animate-spin')} />
      Refresh
    </Button>
  );
}
