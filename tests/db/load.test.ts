import { describe, expect, it } from 'vitest';
import { client, confirmedUser, PASSWORD, type TestUser } from './support.ts';

// 20 users at once, each with 20 concurrent mixed requests: REST writes and reads and a
// password sign-in. Every request succeeds and every row is seen by its owner only.

const USERS = 20;
const REQUESTS_PER_USER = 20;

async function mixedRequests(user: TestUser): Promise<string[]> {
  const failures: string[] = [];
  const note = (what: string, error: { message: string } | null) => {
    if (error) failures.push(`${user.email} ${what}: ${error.message}`);
  };
  await Promise.all(
    Array.from({ length: REQUESTS_PER_USER }, async (_, i) => {
      switch (i % 5) {
        case 0: {
          const { error } = await user.client
            .from('goals')
            .insert({ user_id: user.id, title: `goal ${i}`, target_amount: 100 + i });
          note('insert goal', error);
          return;
        }
        case 1: {
          const { error } = await user.client
            .from('calendar_events')
            .insert({ user_id: user.id, title: `event ${i}`, event_date: '2026-12-01', amount: i });
          note('insert event', error);
          return;
        }
        case 2: {
          note('read goals', (await user.client.from('goals').select('*')).error);
          return;
        }
        case 3: {
          note('read profile', (await user.client.from('profiles').select('*').eq('id', user.id)).error);
          return;
        }
        default: {
          note(
            'sign in',
            (await client().auth.signInWithPassword({ email: user.email, password: PASSWORD })).error,
          );
          return;
        }
      }
    }),
  );
  return failures;
}

describe('load', () => {
  it('serves 20 users x 20 concurrent mixed requests with no error and no leak', async () => {
    const users = await Promise.all(Array.from({ length: USERS }, (_, i) => confirmedUser({}, `load${i}`)));

    const failures = (await Promise.all(users.map(mixedRequests))).flat();
    expect(failures).toEqual([]);

    for (const user of users) {
      const goals = await user.client.from('goals').select('user_id');
      const events = await user.client.from('calendar_events').select('user_id');
      expect(goals.data).toHaveLength(REQUESTS_PER_USER / 5);
      expect(events.data).toHaveLength(REQUESTS_PER_USER / 5);
      expect(new Set([...goals.data!, ...events.data!].map((r) => r.user_id))).toEqual(new Set([user.id]));
    }
  });
});
