import { describe, expect, it } from 'vitest';
import { anon, confirmedUser } from './support.ts';

describe('generate_agent_code()', () => {
  it('returns 1,000 distinct codes of the form AGT + 6 of A-Z0-9', async () => {
    const user = await confirmedUser();
    const codes: string[] = [];
    for (let batch = 0; batch < 50; batch++) {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => user.client.rpc('generate_agent_code')),
      );
      for (const { data, error } of results) {
        expect(error).toBeNull();
        codes.push(data!);
      }
    }
    expect(codes).toHaveLength(1000);
    expect(new Set(codes).size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^AGT[A-Z0-9]{6}$/);
  });

  it('is not callable by visitors', async () => {
    const { data, error } = await anon().rpc('generate_agent_code');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});

describe('add_goal_funds(goal_id, amount)', () => {
  async function goalOf(target: number) {
    const user = await confirmedUser();
    const { data, error } = await user.client
      .from('goals')
      .insert({ user_id: user.id, title: 'Emergency Fund', target_amount: target })
      .select()
      .single();
    expect(error).toBeNull();
    return { user, goal: data! };
  }

  it('adds 50 concurrent deposits of 1.00 without losing any', async () => {
    const { user, goal } = await goalOf(1000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => user.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 1 })),
    );
    expect(results.filter((r) => r.error)).toEqual([]);
    const { data } = await user.client
      .from('goals')
      .select('current_amount, completed_at')
      .eq('id', goal.id)
      .single();
    expect(data).toEqual({ current_amount: 50, completed_at: null });
  });

  it('sets completed_at when the total reaches the target and clears it below', async () => {
    const { user, goal } = await goalOf(100);
    const below = await user.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 99.99 });
    expect(below.data).toMatchObject({ current_amount: 99.99, completed_at: null });

    const reached = await user.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 0.01 });
    expect(reached.data).toMatchObject({ current_amount: 100 });
    const completedAt = reached.data!.completed_at;
    expect(completedAt).not.toBeNull();

    const beyond = await user.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 5 });
    expect(beyond.data).toMatchObject({ current_amount: 105, completed_at: completedAt });

    await user.client.from('goals').update({ target_amount: 500 }).eq('id', goal.id);
    const raisedTarget = await user.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 1 });
    expect(raisedTarget.data).toMatchObject({ current_amount: 106, completed_at: null });
  });

  it.each([0, -5])('refuses an amount of %s and leaves the goal as it was', async (amount) => {
    const { user, goal } = await goalOf(100);
    const { error } = await user.client.rpc('add_goal_funds', { goal_id: goal.id, amount });
    expect(error?.code).toBe('22023');
    const { data } = await user.client.from('goals').select('current_amount').eq('id', goal.id).single();
    expect(data?.current_amount).toBe(0);
  });

  it('answers "goal not found" for a goal the caller cannot see', async () => {
    const { goal } = await goalOf(100);
    const stranger = await confirmedUser();
    const { error, status } = await stranger.client.rpc('add_goal_funds', { goal_id: goal.id, amount: 1 });
    expect(error?.code).toBe('PT404');
    expect(status).toBe(404);
  });
});
