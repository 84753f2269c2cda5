import { describe, expect, it } from 'vitest';
import { age, agentOrder, bookableDays, firstOpenSlot, slotMoment, slotProblem } from './logic';

describe('slotMoment', () => {
  it('gives morning, afternoon and evening their hours', () => {
    expect(slotMoment('2027-01-20', 'morning', 'Europe/Paris').toISOString()).toBe(
      '2027-01-20T08:00:00.000Z',
    );
    expect(slotMoment('2027-01-20', 'afternoon', 'Europe/Paris').toISOString()).toBe(
      '2027-01-20T12:00:00.000Z',
    );
    expect(slotMoment('2027-01-20', 'evening', 'Europe/Paris').toISOString()).toBe(
      '2027-01-20T17:00:00.000Z',
    );
  });
});

describe('bookable days and slot problems', () => {
  const now = new Date('2026-11-25T20:00:00Z');

  it("starts on today's date where the user lives and ends 60 days on", () => {
    expect(bookableDays(now, 'America/Los_Angeles')).toEqual({ first: '2026-11-25', last: '2027-01-23' });
  });

  it('refuses a part of the day that has passed, and one beyond 60 days', () => {
    expect(slotProblem('2026-11-25', 'afternoon', 'UTC', now)).toMatch(/passed/);
    expect(slotProblem('2026-11-25', 'afternoon', 'America/Los_Angeles', now)).toBeNull();
    expect(slotProblem('2027-01-25', 'morning', 'UTC', now)).toMatch(/60 days/);
    expect(slotProblem('2027-01-23', 'morning', 'UTC', now)).toBeNull();
  });

  it('starts the picker at the earliest part of a day still ahead', () => {
    expect(firstOpenSlot(new Date('2026-11-25T08:00:00Z'), 'UTC')).toEqual({
      day: '2026-11-25',
      slot: 'morning',
    });
    expect(firstOpenSlot(new Date('2026-11-25T10:00:00Z'), 'UTC')).toEqual({
      day: '2026-11-25',
      slot: 'afternoon',
    });
    expect(firstOpenSlot(new Date('2026-11-25T20:00:00Z'), 'UTC')).toEqual({
      day: '2026-11-26',
      slot: 'morning',
    });
    expect(firstOpenSlot(new Date('2026-11-30T20:00:00Z'), 'UTC')).toEqual({
      day: '2026-12-01',
      slot: 'morning',
    });
  });
});

describe('the agent list', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('says how long a request has waited', () => {
    expect(age('2026-11-25T11:59:40Z', now)).toBe('just now');
    expect(age('2026-11-25T11:55:00Z', now)).toBe('5 min ago');
    expect(age('2026-11-25T10:00:00Z', now)).toBe('2 h ago');
    expect(age('2026-11-22T12:00:00Z', now)).toBe('3 d ago');
  });

  it('puts open requests first, newest first within each group', () => {
    const rows = [
      { id: 'a', status: 'completed', created_at: '2026-11-24T00:00:00Z' },
      { id: 'b', status: 'requested', created_at: '2026-11-20T00:00:00Z' },
      { id: 'c', status: 'scheduled', created_at: '2026-11-23T00:00:00Z' },
      { id: 'd', status: 'declined', created_at: '2026-11-25T00:00:00Z' },
    ] as const;
    expect(agentOrder(rows).map((r) => r.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});
