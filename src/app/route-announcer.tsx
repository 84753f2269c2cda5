import { useEffect, useRef, useState } from 'react';
import { useMatches } from 'react-router-dom';
import { documentDescription, documentTitle } from './route-title';

/**
 * Sets the tab's title and the meta description for every route, and after a navigation says the new page's title in a
 * polite live region: a screen reader hears where it arrived, as it would on a full page load.
 */
export function RouteAnnouncer() {
  const matches = useMatches();
  const title = documentTitle(matches);
  const description = documentDescription(matches);
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);

  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);

  useEffect(() => {
    document.title = title;
    // The first page is announced by the browser itself.
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement(title);
  }, [title]);

  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
