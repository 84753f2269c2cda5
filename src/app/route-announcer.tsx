import { useEffect, useRef, useState } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle } from './route-title';

/**
 * Sets the tab's title for every route, and after a navigation says the new page's title in a
 * polite live region: a screen reader hears where it arrived, as it would on a full page load.
 */
export function RouteAnnouncer() {
  const title = documentTitle(useMatches());
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);

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
