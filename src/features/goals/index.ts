export { goalKeys, useCreateGoal, useGoals } from './api';
export { goalHeadline } from './logic';
export { goalFromResult } from './schema';
