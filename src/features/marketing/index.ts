export { CareerPage } from './career-page';
export { LandingPage } from './landing-page';
export { ReferralPage } from './referral-page';
