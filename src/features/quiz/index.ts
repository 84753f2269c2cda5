export { QuizPage, QUIZ_PAGE } from './quiz-page';
