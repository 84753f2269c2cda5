import { useEffect } from 'react';
import { Toaster } from '@/components/ui/toaster';

/**
 * How long after the load event the service worker registers. Its install downloads the whole build
 * (2.2 MB before compression): in a visit's first seconds that would compete with what the page
 * itself loads next (its data, the next page's script) on a phone's connection, and on a busy
 * phone with hydration's last tasks.
 */
const REGISTER_AFTER_LOAD_MS = 3000;

/** Runs `start` REGISTER_AFTER_LOAD_MS after the page's load event (which may have fired already). */
function afterLoad(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(start, REGISTER_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    clearTimeout(timer);
  };
}

let registering = false;

/**
 * What every page loads once it is on screen and hydrated, never before: the toaster, and a little
 * after the load event the service worker's registration, itself a lazy import, so that neither the
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
