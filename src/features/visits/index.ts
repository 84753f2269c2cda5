// Loaded with import() once a page has hydrated or a sign-up is sent: no route lists this feature
// among the chunks it needs up front (docs/decisions/022-agent-funnel.md).
export { recordVisit } from './api';
export { publicPageSource, referralPageSource, referralSourceFor } from './logic';
