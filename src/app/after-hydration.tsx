import { useEffect } from 'react';
import { Toaster } from '@/components/ui/toaster';

/** Runs `start` once the page's load event has fired: at once if it has, else on it. */
function afterLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    start();
    return () => undefined;
  }
  window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
  };
}

let registering = false;

/**
 * What every page loads once it is on screen and hydrated, never before: the toaster, and after
 * the load event the service worker's registration, itself a lazy import, so that neither the
 * first paint nor hydration carries it (docs/decisions/019-prerendered-public-pages.md,
 * docs/decisions/030-installable-and-offline.md).
 */
export function AfterHydration() {
  useEffect(
    () =>
      afterLoad(() => {
        if (registering) return;
        registering = true;
        void import('@/features/pwa/register').then(({ registerServiceWorker }) => {
          registerServiceWorker();
        });
      }),
    [],
  );
  return <Toaster />;
}
