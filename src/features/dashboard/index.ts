export { DashboardPage, DASHBOARD_PAGE } from './dashboard-page';
