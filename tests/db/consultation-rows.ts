import { expect } from 'vitest';
import type { Database } from '../../src/types/database.ts';
import type { Client } from './support.ts';

/**
 * Consultation requests made for a test, as the app makes them: through request_consultation
 * (docs/decisions/020-consultations.md), the only way a client writes one.
 */

export type ConsultationFields = Database['public']['Functions']['request_consultation']['Args'];

const HOUR = 3_600_000;

/** A time `hours` from now, as the form sends it. */
export const inHours = (hours: number): string => new Date(Date.now() + hours * HOUR).toISOString();

/**
 * Asks for a consultation as `client`: by email, for a time 30 hours ahead, with consent and no
 * note, except for the `fields` a test is about. The database's answer is returned as it is.
 */
export function requestConsultation(client: Client, fields: Partial<ConsultationFields> = {}) {
  return client.rpc('request_consultation', {
    topic: 'general',
    contact_method: 'email',
    phone: null,
    preferred_times: [inHours(30)],
    note: null,
    consent: true,
    ...fields,
  });
}

/** The id of a request the database took; the test fails when it refuses. */
export async function consultationId(
  client: Client,
  fields: Partial<ConsultationFields> = {},
): Promise<string> {
  const { data, error } = await requestConsultation(client, fields);
  expect(error).toBeNull();
  return data!;
}
