export { TOPICS } from './content';
export { LESSONS } from './lessons';
