// The router loads the page by path; the affiliate dashboard shows the agent's side.
export { AgentConsultations } from './components/agent-consultations';
export { useAgentConsultations, useConsultationAdvisor, useHouseConsultations } from './api';
export { HOUSE_ADVISOR } from './content';
export { BriefPage } from './brief-page';
