// The router loads the pages lazily by path; only the route guard's state is needed up front.
export { ConfirmEmailState } from './components/confirm-email-state';
