export { AGENT_SEES, privacy, terms } from './content';
export { LegalLinks } from './legal-links';
