export { CoachPage } from './coach-page';
