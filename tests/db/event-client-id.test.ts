import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmedUser, service } from './support.ts';

// An event added offline is sent later with the id the device made for it, so that a retry can
// never store it twice (docs/decisions/030-installable-and-offline.md).

const rent = (userId: string, id: string) => ({
  id,
  user_id: userId,
  title: 'Rent',
  event_date: '2027-01-31',
  amount: 1200,
  event_type: 'bill' as const,
});

const rowsWithId = async (id: string) => {
  const { data, error } = await service().from('calendar_events').select('id, user_id').eq('id', id);
  expect(error).toBeNull();
  return data!;
};

describe('an event with the id its client made', () => {
  it('is stored under that id, and sent again it fails on the key and stays one row', async () => {
    const user = await confirmedUser();
    const id = randomUUID();
    const first = await user.client.from('calendar_events').insert(rent(user.id, id));
    expect(first.error).toBeNull();
    const again = await user.client.from('calendar_events').insert(rent(user.id, id));
    expect(again.error?.code).toBe('23505');
    expect(again.error?.message).toContain('calendar_events_pkey');
    expect(await rowsWithId(id)).toEqual([{ id, user_id: user.id }]);
    // The sender checks that the row is the user's own before counting it as delivered.
    const own = await user.client.from('calendar_events').select('id').eq('id', id);
    expect(own.data).toEqual([{ id }]);
  });

  it("is another user's id: refused, and the other user can neither see nor change that row", async () => {
    const owner = await confirmedUser();
    const other = await confirmedUser();
    const id = randomUUID();
    expect((await owner.client.from('calendar_events').insert(rent(owner.id, id))).error).toBeNull();
    const taken = await other.client.from('calendar_events').insert(rent(other.id, id));
    expect(taken.error?.code).toBe('23505');
    expect((await other.client.from('calendar_events').select('id').eq('id', id)).data).toEqual([]);
    expect(await rowsWithId(id)).toEqual([{ id, user_id: owner.id }]);
  });

  it('still may not be changed once stored', async () => {
    const user = await confirmedUser();
    const id = randomUUID();
    expect((await user.client.from('calendar_events').insert(rent(user.id, id))).error).toBeNull();
    const moved = await user.client
      .from('calendar_events')
      // @ts-expect-error Not in the types either: the update grant never had the id.
      .update({ id: randomUUID() })
      .eq('id', id);
    expect(moved.error?.code).toBe('42501');
    expect(await rowsWithId(id)).toHaveLength(1);
  });

  it("is refused for another user's rows, as any insert", async () => {
    const user = await confirmedUser();
    const other = await confirmedUser();
    const id = randomUUID();
    const forged = await user.client.from('calendar_events').insert(rent(other.id, id));
    expect(forged.error?.code).toBe('42501');
    expect(await rowsWithId(id)).toEqual([]);
  });
});
