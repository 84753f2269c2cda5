import { describe, expect, it } from 'vitest';
import { confirmedUser, service, type TestUser } from './support.ts';

// Goals with a history (docs/decisions/017-goal-history-and-calculators.md): every change to the
// saved amount is a contribution, written by the database in the same statement; deposits and
// withdrawals can be undone; the saved amount never goes below 0.

// Through the service role: clients may not write current_amount (tests/db/column-grants.test.ts).
async function newGoal(user: TestUser, target = 1000, current = 0, category = 'general') {
  const { data, error } = await service()
    .from('goals')
    .insert({
      user_id: user.id,
      title: 'Emergency Fund',
      target_amount: target,
      current_amount: current,
      category: category as 'general',
    })
    .select()
    .single();
  expect(error).toBeNull();
  return data!;
}

async function history(user: TestUser, goalId: string) {
  const { data, error } = await user.client
    .from('goal_contributions')
    .select('amount, kind, undone_at')
    .eq('goal_id', goalId)
    .order('created_at', { ascending: true });
  expect(error).toBeNull();
  return data!;
}

describe('goal contributions', () => {
  it('records Add Funds, Withdraw and an edit of the saved amount, each as it happened', async () => {
    const user = await confirmedUser();
    const goal = await newGoal(user);
    await user.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 250 });
    const withdrawn = await user.client.rpc('withdraw_goal_funds', { goal_id: goal.id, amount: 100 });
    expect(withdrawn.error).toBeNull();
    expect(withdrawn.data!.current_amount).toBe(150);
    await service().from('goals').update({ current_amount: 175.5 }).eq('id', goal.id);

    expect(await history(user, goal.id)).toEqual([
      { amount: 250, kind: 'deposit', undone_at: null },
      { amount: -100, kind: 'withdrawal', undone_at: null },
      { amount: 25.5, kind: 'adjustment', undone_at: null },
    ]);
  });

  it('refuses to withdraw more than is saved, and names what can be', async () => {
    const user = await confirmedUser();
    const goal = await newGoal(user, 5000, 1234.5);
    const { error } = await user.client.rpc('withdraw_goal_funds', { goal_id: goal.id, amount: 2000 });
    expect(error).toMatchObject({ code: '22023', message: 'You can withdraw at most $1,234.50.' });
    const zero = await user.client.rpc('withdraw_goal_funds', { goal_id: goal.id, amount: 0 });
    expect(zero.error?.code).toBe('22023');
  });

  it('undoes a deposit once, reopens a completed goal, and keeps the row marked undone', async () => {
    const user = await confirmedUser();
    const goal = await newGoal(user, 500, 400);
    await user.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 100 });
    const [deposit] = (await user.client.from('goal_contributions').select('id').eq('goal_id', goal.id))
      .data!;

    const undone = await user.client.rpc('undo_goal_contribution', { contribution_id: deposit!.id });
    expect(undone.error).toBeNull();
    expect(undone.data).toMatchObject({ current_amount: 400, completed_at: null });
    const again = await user.client.rpc('undo_goal_contribution', { contribution_id: deposit!.id });
    expect(again.error).toMatchObject({ code: '22023', message: 'This change has already been undone.' });
    const [row] = await history(user, goal.id);
    expect(row!.undone_at).not.toBeNull();
    expect(await history(user, goal.id)).toHaveLength(1);
  });

  it('will not undo a deposit that was since withdrawn, which would go below $0', async () => {
    const user = await confirmedUser();
    const goal = await newGoal(user);
    await user.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 300 });
    await user.client.rpc('withdraw_goal_funds', { goal_id: goal.id, amount: 200 });
    const deposit = (
      await user.client.from('goal_contributions').select('id').eq('goal_id', goal.id).eq('kind', 'deposit')
    ).data![0]!;
    const { error } = await user.client.rpc('undo_goal_contribution', { contribution_id: deposit.id });
    expect(error).toMatchObject({
      code: '22023',
      message: 'Undoing this would take the saved amount below $0.00.',
    });
  });

  it("keeps each user's history private and unwritable by clients", async () => {
    const owner = await confirmedUser();
    const other = await confirmedUser();
    const goal = await newGoal(owner);
    await owner.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 50 });
    const [deposit] = (await owner.client.from('goal_contributions').select('id').eq('goal_id', goal.id))
      .data!;

    expect((await other.client.from('goal_contributions').select('id').eq('goal_id', goal.id)).data).toEqual(
      [],
    );
    const undo = await other.client.rpc('undo_goal_contribution', { contribution_id: deposit!.id });
    expect(undo.error?.code).toBe('PT404');
    const withdraw = await other.client.rpc('withdraw_goal_funds', { goal_id: goal.id, amount: 10 });
    expect(withdraw.error?.code).toBe('PT404');

    // Not even the owner writes history directly: only the database does.
    const forged = await owner.client
      .from('goal_contributions')
      .insert({ goal_id: goal.id, user_id: owner.id, amount: 1_000_000, kind: 'deposit' } as never);
    expect(forged.error?.code).toBe('42501');
    const edited = await owner.client
      .from('goal_contributions')
      .update({ amount: 1 } as never)
      .eq('id', deposit!.id);
    expect(edited.error?.code).toBe('42501');
    const removed = await owner.client.from('goal_contributions').delete().eq('id', deposit!.id);
    expect(removed.error?.code).toBe('42501');
  });

  it('leaves the exact total after 50 parallel adds and withdrawals, and never a negative', async () => {
    const user = await confirmedUser();
    const goal = await newGoal(user, 100_000, 100);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? user.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 10 })
          : user.client.rpc('withdraw_goal_funds', { goal_id: goal.id, amount: 30 }),
      ),
    );
    const adds = results.filter((r, i) => i % 2 === 0 && !r.error).length;
    const withdrawals = results.filter((r, i) => i % 2 === 1 && !r.error).length;
    for (const r of results) if (r.error) expect(r.error.code).toBe('22023');
    const { data } = await user.client.from('goals').select('current_amount').eq('id', goal.id).single();
    expect(adds).toBe(25);
    expect(data!.current_amount).toBe(100 + 10 * adds - 30 * withdrawals);
    expect(data!.current_amount).toBeGreaterThanOrEqual(0);
    const rows = await history(user, goal.id);
    expect(rows).toHaveLength(adds + withdrawals);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(10 * adds - 30 * withdrawals);
  });

  it('accepts the Debt category', async () => {
    const user = await confirmedUser();
    const goal = await newGoal(user, 8000, 0, 'debt');
    expect(goal.category).toBe('debt');
  });
});
