import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Starts every new page at the top; the browser would otherwise keep the previous page's scroll.
 * Not the first page: the browser placed it (at an anchor, or where the visitor scrolled before
 * the prerendered page hydrated).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
