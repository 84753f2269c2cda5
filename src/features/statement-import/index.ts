export { ImportStatementLink } from './components/import-link';
