export { AssistantPage, ASSISTANT_PAGE } from './assistant-page';
