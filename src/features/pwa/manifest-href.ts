/**
 * Where the build writes the web app manifest (scripts/build/service-worker.ts) and where the page
 * links it from once loaded (./manifest-link.ts). A file of its own: the build reads it without the
 * DOM.
 */
export const MANIFEST_HREF = '/manifest.webmanifest';
