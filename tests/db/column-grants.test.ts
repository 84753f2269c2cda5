import { describe, expect, it } from 'vitest';
import { confirmedUser, service, type TestUser } from './support.ts';

// The security review's findings (docs/decisions/018-data-control-and-security-review.md): clients
// write only the columns their forms edit; amounts and completion change only through the
// functions; no amount is NaN or infinite.

async function goalOf(user: TestUser) {
  const { data, error } = await user.client
    .from('goals')
    .insert({ user_id: user.id, title: 'Emergency Fund', target_amount: 1000 })
    .select()
    .single();
  expect(error).toBeNull();
  return data!;
}

async function eventOf(user: TestUser) {
  const { data, error } = await user.client
    .from('calendar_events')
    .insert({ user_id: user.id, title: 'Rent', event_date: '2027-01-31', amount: 1200, event_type: 'bill' })
    .select()
    .single();
  expect(error).toBeNull();
  return data!;
}

const FORGED_DATE = '2020-01-01T00:00:00+00:00';
const FORGED_ID = '00000000-0000-4000-8000-000000000001';

describe('column privileges', () => {
  it.each([
    ['current_amount', { current_amount: 999 }],
    ['completed_at', { completed_at: FORGED_DATE }],
    ['created_at', { created_at: FORGED_DATE }],
    ['updated_at', { updated_at: FORGED_DATE }],
    ['id', { id: FORGED_ID }],
  ])('refuses a client writing goals.%s, on insert and on update', async (_column, forged) => {
    const user = await confirmedUser();
    const inserted = await user.client
      .from('goals')
      .insert({ user_id: user.id, title: 'Forged', target_amount: 1000, ...forged });
    expect(inserted.error?.code).toBe('42501');

    const goal = await goalOf(user);
    const updated = await user.client.from('goals').update(forged).eq('id', goal.id);
    expect(updated.error?.code).toBe('42501');
    const { data } = await service().from('goals').select('*').eq('id', goal.id).single();
    expect(data).toEqual(goal);
  });

  it.each([
    ['completed', { completed: true }],
    ['created_at', { created_at: FORGED_DATE }],
    ['updated_at', { updated_at: FORGED_DATE }],
  ])('refuses a client writing calendar_events.%s, on insert and on update', async (_column, forged) => {
    const user = await confirmedUser();
    const inserted = await user.client
      .from('calendar_events')
      .insert({ user_id: user.id, title: 'Forged', event_date: '2027-01-01', ...forged });
    expect(inserted.error?.code).toBe('42501');

    const event = await eventOf(user);
    const updated = await user.client.from('calendar_events').update(forged).eq('id', event.id);
    expect(updated.error?.code).toBe('42501');
    const { data } = await service().from('calendar_events').select('*').eq('id', event.id).single();
    expect(data).toEqual(event);
  });

  it('refuses a client writing conversations.updated_at or created_at; the title stays editable', async () => {
    const user = await confirmedUser();
    const { data: conversation } = await user.client
      .from('conversations')
      .insert({ user_id: user.id, title: 'Budget' })
      .select()
      .single();
    for (const forged of [{ updated_at: FORGED_DATE }, { created_at: FORGED_DATE }]) {
      const result = await user.client.from('conversations').update(forged).eq('id', conversation!.id);
      expect(result.error?.code).toBe('42501');
    }
    const renamed = await user.client
      .from('conversations')
      .update({ title: 'Budget 2027' })
      .eq('id', conversation!.id)
      .select('title')
      .single();
    expect(renamed.data).toEqual({ title: 'Budget 2027' });
  });

  it("still lets the owner's functions change amounts and completion, and nobody else's", async () => {
    const owner = await confirmedUser();
    const other = await confirmedUser();
    const goal = await goalOf(owner);
    const added = await owner.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 1000 });
    expect(added.data).toMatchObject({ current_amount: 1000 });
    expect(added.data!.completed_at).not.toBeNull();
    const withdrawn = await owner.client.rpc('withdraw_goal_funds', { goal_id: goal.id, amount: 1 });
    expect(withdrawn.data).toMatchObject({ current_amount: 999, completed_at: null });
    const event = await eventOf(owner);
    const toggled = await owner.client.rpc('toggle_event_completion', { event_id: event.id });
    expect(toggled.data).toEqual([expect.objectContaining({ id: event.id, completed: true })]);

    expect((await other.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 5 })).error?.code).toBe(
      'PT404',
    );
    expect((await other.client.rpc('withdraw_goal_funds', { goal_id: goal.id, amount: 5 })).error?.code).toBe(
      'PT404',
    );
    expect((await other.client.rpc('toggle_event_completion', { event_id: event.id })).error?.code).toBe(
      'PT404',
    );
    const { data: after } = await service().from('goals').select('current_amount').eq('id', goal.id).single();
    expect(after).toEqual({ current_amount: 999 });
  });
});

describe('no NaN, no infinity', () => {
  it.each(['NaN', 'Infinity', '-Infinity', '1e400', 1e12, -5, 0])(
    'add_goal_funds and withdraw_goal_funds refuse %s and leave the goal as it was',
    async (amount) => {
      const user = await confirmedUser();
      const goal = await goalOf(user);
      for (const fn of ['add_goal_funds', 'withdraw_goal_funds'] as const) {
        // PostgREST passes the JSON value to numeric as it is: "NaN" arrives as NaN.
        const result = await user.client.rpc(fn, { goal_id: goal.id, amount: amount as number });
        expect(result.error?.code, `${fn}(${amount})`).toMatch(/^22/);
      }
      const { data } = await service().from('goals').select('*').eq('id', goal.id).single();
      expect(data).toEqual(goal);
    },
  );

  it.each(['NaN', 'Infinity', '-Infinity'])('goals and events refuse a %s amount', async (value) => {
    const user = await confirmedUser();
    const goal = await user.client
      .from('goals')
      .insert({ user_id: user.id, title: 'Odd', target_amount: value as unknown as number });
    expect(goal.error?.code).toMatch(/^(22|23)/);
    const event = await user.client.from('calendar_events').insert({
      user_id: user.id,
      title: 'Odd',
      event_date: '2027-01-01',
      amount: value as unknown as number,
    });
    expect(event.error?.code).toMatch(/^(22|23)/);
    const saved = await service().from('goals').select('id').eq('user_id', user.id);
    expect(saved.data).toEqual([]);
    const savedEvents = await service().from('calendar_events').select('id').eq('user_id', user.id);
    expect(savedEvents.data).toEqual([]);
  });

  it('refuses NaN from the service role too: the check is the column, not the client', async () => {
    const user = await confirmedUser();
    const goal = await goalOf(user);
    const result = await service()
      .from('goals')
      .update({ current_amount: 'NaN' as unknown as number })
      .eq('id', goal.id);
    expect(result.error?.code).toBe('23514');
  });
});
