export { DashboardPage, DASHBOARD_PAGE, prefetchPage } from './dashboard-page';
