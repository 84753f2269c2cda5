export { TOPICS } from './content';
export { LESSONS } from './lessons';
export { useLessonProgress } from './api';
export { lessonPath, lessonTitle, nextLesson } from './logic';
