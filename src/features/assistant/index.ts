export { AssistantPage, ASSISTANT_PAGE, prefetchPage } from './assistant-page';
