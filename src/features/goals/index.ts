export { goalKeys, useGoals } from './api';
export { goalHeadline } from './logic';
