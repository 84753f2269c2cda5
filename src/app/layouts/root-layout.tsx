import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '@/app/scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
