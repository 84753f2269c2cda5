import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Starts every new page at the top; the browser would otherwise keep the previous page's scroll. */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
