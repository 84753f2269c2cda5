import { describe, expect, it } from 'vitest';
import { confirmedUser, service, type Client, type TestUser } from './support.ts';

// Goal completion is decided by the database alone (docs/decisions/005-goals.md): on every write
// path completed_at follows current_amount against target_amount, whatever is sent. Clients may not
// write current_amount or completed_at at all (tests/db/column-grants.test.ts), so the writes that
// set them here go through the service role.

const LONG_AGO = '2020-01-01T00:00:00+00:00';

async function insertGoal(
  user: TestUser,
  fields: { target_amount: number; current_amount?: number; completed_at?: string | null },
) {
  const { data, error } = await service()
    .from('goals')
    .insert({ user_id: user.id, title: 'Emergency Fund', ...fields })
    .select()
    .single();
  expect(error).toBeNull();
  return data!;
}

async function update(
  client: Client,
  id: string,
  fields: { target_amount?: number; current_amount?: number; completed_at?: string | null; title?: string },
) {
  const { data, error } = await client.from('goals').update(fields).eq('id', id).select().single();
  expect(error).toBeNull();
  return data!;
}

describe('goal completion, decided by the database', () => {
  it('ignores a completed_at sent on insert and sets it only when the target is already reached', async () => {
    const user = await confirmedUser();
    const notReached = await insertGoal(user, {
      target_amount: 100,
      current_amount: 10,
      completed_at: LONG_AGO,
    });
    expect(notReached.completed_at).toBeNull();

    const reached = await insertGoal(user, { target_amount: 100, current_amount: 100 });
    expect(reached.completed_at).not.toBeNull();
    expect(Date.now() - Date.parse(reached.completed_at!)).toBeLessThan(60_000);
  });

  it('completes a goal whose target is edited down to the saved amount and reopens it when raised', async () => {
    const user = await confirmedUser();
    const goal = await insertGoal(user, { target_amount: 500, current_amount: 200 });

    const lowered = await update(user.client, goal.id, { target_amount: 200 });
    expect(lowered.completed_at).not.toBeNull();

    const renamed = await update(user.client, goal.id, { title: 'Rainy day' });
    expect(renamed.completed_at).toBe(lowered.completed_at);

    const raised = await update(user.client, goal.id, { target_amount: 201 });
    expect(raised.completed_at).toBeNull();
  });

  it('follows a direct update of current_amount (service role) and refuses a forged completed_at', async () => {
    const user = await confirmedUser();
    const goal = await insertGoal(user, { target_amount: 50 });

    const forged = await update(service(), goal.id, { completed_at: LONG_AGO });
    expect(forged.completed_at).toBeNull();

    const reached = await update(service(), goal.id, { current_amount: 60 });
    expect(reached.completed_at).not.toBeNull();

    const backdated = await update(service(), goal.id, { completed_at: LONG_AGO });
    expect(backdated.completed_at).toBe(reached.completed_at);

    const spent = await update(service(), goal.id, { current_amount: 49.99 });
    expect(spent.completed_at).toBeNull();
  });
});
