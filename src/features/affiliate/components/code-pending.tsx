import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useUser } from '@/features/auth';
import { AffiliateHeader } from './affiliate-header';
import { RefreshButton } from './refresh-button';

/** docs/product-spec.md §4: an affiliate whose agent code is not there yet; the app asks again once by itself. */
export function CodePending() {
  const { refresh } = useUser();
  const refreshedOnce = useRef(false);
  useEffect(() => {
    if (refreshedOnce.current) return;
    refreshedOnce.current = true;
    void refresh();
  }, [refresh]);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <AffiliateHeader>
        <RefreshButton onRefresh={refresh} />
      </AffiliateHeader>
      <Card className="max-w-2xl">
        <CardHeader className="flex-row items-center gap-3">
          <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin text-primary" />
          <p role="status" className="font-semibold">
            Your agent code is being generated.
          </p>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">
            It usually takes a moment. Press Refresh if it does not appear on its own.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
