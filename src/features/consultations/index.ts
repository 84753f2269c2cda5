// The router loads the page by path; the affiliate dashboard shows the agent's side.
export { AgentConsultations } from './components/agent-consultations';
export { useAgentConsultations, useHouseConsultations } from './api';
export { BriefPage } from './brief-page';
