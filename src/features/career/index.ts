// The career page loads the form, the agent's name and the e-mail links' page with import() once
// needed (nothing of this feature is in its first scripts); the affiliate dashboard shows the
// agent's list (docs/decisions/029-career-interest.md).
export { careerAgentName } from './api';
export { CareerInterestForm } from './components/career-interest-form';
export { CareerInterests } from './components/career-interests';
export { CareerLinkPage } from './career-link-page';
