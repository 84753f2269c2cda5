import type { AgentConsultation } from '@/features/consultations/api';
import type { ConsultationRequest } from '@/features/consultations/logic';

/** Consultation requests as PostgREST answers them, for the consultation screens' component tests. */

/** A request nobody has acted on yet: about life insurance, by email, for one time. */
export function consultationRow(over: Partial<ConsultationRequest> = {}): ConsultationRequest {
  return {
    id: crypto.randomUUID(),
    user_id: 'user-1',
    agent_code: 'AGT123ABC',
    topic: 'life-insurance',
    contact_method: 'email',
    phone: null,
    preferred_times: ['2026-11-24T14:00:00Z'],
    time_zone: 'America/New_York',
    note: null,
    status: 'requested',
    scheduled_at: null,
    decline_reason: null,
    calendar_event_id: null,
    created_at: '2026-11-21T12:00:00Z',
    updated_at: '2026-11-21T12:00:00Z',
    handed_to_house_at: null,
    shared_plan_deleted: false,
    ...over,
  };
}

/** A request as its agent reads it: with the name and email of who asked. */
export function agentConsultationRow(over: Partial<AgentConsultation> = {}): AgentConsultation {
  return {
    ...consultationRow(),
    profile: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
    ...over,
  };
}
