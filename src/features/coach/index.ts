export { CoachPage, COACH_PAGE } from './coach-page';
