// The router loads the confirm and withdraw pages by path. The career page imports the logic
// statically and the form and the agent's name with import() once needed; the affiliate dashboard
// shows the agent's list (docs/decisions/029-career-interest.md).
export { careerRef, careerSource, talkTo } from './logic';
export { careerAgentName } from './api';
export { CareerInterestForm } from './components/career-interest-form';
export { CareerInterests } from './components/career-interests';
