import { registerSW } from 'virtual:pwa-register';
import { notify } from '@/lib/toast';
import { NEW_VERSION } from './content';
import { linkManifest } from './manifest-link';

/** How often an open tab asks whether a new version was deployed (also whenever it is shown again). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Links the web app manifest and registers the service worker (built by vite-plugin-pwa: scripts/build/service-worker.ts). Loaded
 * lazily once the page has loaded and hydrated (src/app/after-hydration.tsx), so no first visit
 * waits for it. In `npm run dev` the plugin makes this a no-op: no worker there.
 *
 * A new version's worker waits until the person chooses Reload in the toast; it then takes over and
 * the page reloads on it. An open tab asks for a new version hourly and whenever it is shown again,
 * since a single-page app's own navigations never make the browser ask.
 */
export function registerServiceWorker(): void {
  linkManifest();
  const activateNewVersion = registerSW({
    onNeedRefresh() {
      notify.prompt(NEW_VERSION.id, NEW_VERSION.title, {
        label: NEW_VERSION.action,
        onClick: () => void activateNewVersion(),
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        // Offline, or the server unreachable: the next check will do.
        registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    // A browser without workers, or one that refuses them (some private windows): the app works on
    // as a web page, with nothing to tell the person.
    onRegisterError: () => undefined,
  });
}
