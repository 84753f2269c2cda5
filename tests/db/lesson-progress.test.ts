import { describe, expect, it } from 'vitest';
import { TOPICS } from '../../src/features/education/content.ts';
import { anon, confirmedUser, service } from './support.ts';

/** decisions/021: each user records and reads only their own finished lessons. */

describe('lesson_progress', () => {
  it('takes every lesson the app has, once per user, and nothing else', async () => {
    const user = await confirmedUser();
    for (const topic of TOPICS) {
      const { error } = await user.client
        .from('lesson_progress')
        .insert({ user_id: user.id, lesson_id: topic.id });
      expect(error, topic.id).toBeNull();
    }
    const unknown = await user.client
      .from('lesson_progress')
      .insert({ user_id: user.id, lesson_id: 'astrology' });
    expect(unknown.error?.code).toBe('23514');
    const again = await user.client
      .from('lesson_progress')
      .upsert(
        { user_id: user.id, lesson_id: 'budgeting' },
        { onConflict: 'user_id,lesson_id', ignoreDuplicates: true },
      );
    expect(again.error).toBeNull();
    const { data } = await user.client.from('lesson_progress').select('lesson_id').order('lesson_id');
    expect(data?.map((r) => r.lesson_id)).toEqual(TOPICS.map((t) => t.id).sort());
  });

  it('keeps each user to their own rows and leaves the time to the server', async () => {
    const user = await confirmedUser();
    const other = await confirmedUser();
    await other.client.from('lesson_progress').insert({ user_id: other.id, lesson_id: 'rule-of-72' });

    const forged = await user.client
      .from('lesson_progress')
      .insert({ user_id: other.id, lesson_id: 'budgeting' });
    expect(forged.error?.code).toBe('42501');
    const backdated = await user.client
      .from('lesson_progress')
      .insert({ user_id: user.id, lesson_id: 'budgeting', completed_at: '2000-01-01T00:00:00Z' } as never);
    expect(backdated.error?.code).toBe('42501');

    expect((await user.client.from('lesson_progress').select('*')).data).toEqual([]);
    expect((await anon().from('lesson_progress').select('*')).data ?? []).toEqual([]);
    const undone = await user.client.from('lesson_progress').delete().eq('user_id', other.id).select();
    expect(undone.data ?? []).toEqual([]);
    const { data } = await service().from('lesson_progress').select('lesson_id').eq('user_id', other.id);
    expect(data).toEqual([{ lesson_id: 'rule-of-72' }]);
  });
});
