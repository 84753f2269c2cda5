export { QuizPage } from './quiz-page';
