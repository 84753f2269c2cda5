export { AssistantPage } from './assistant-page';
