import { Outlet } from 'react-router-dom';
import { RouteAnnouncer } from '@/app/route-announcer';
import { ScrollToTop } from '@/app/scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <RouteAnnouncer />
      <Outlet />
    </>
  );
}
