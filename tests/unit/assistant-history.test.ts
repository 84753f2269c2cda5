import { describe, expect, it } from 'vitest';
import { boundedHistory } from '../../supabase/functions/_shared/assistant/handler.ts';

const turn = (content: string, role: 'user' | 'assistant' = 'user') => ({ role, content });

describe('boundedHistory (what a language model is sent)', () => {
  it('keeps the newest turns, oldest first, within 16,000 characters', () => {
    const newestFirst = [turn('q3'), turn('a'.repeat(9000), 'assistant'), turn('b'.repeat(9000)), turn('q1')];
    expect(boundedHistory(newestFirst).map((t) => t.content.length)).toEqual([9000, 2]);
  });

  it('always keeps the question, however long', () => {
    expect(boundedHistory([turn('x'.repeat(20_000)), turn('older')])).toEqual([turn('x'.repeat(20_000))]);
  });

  it('keeps a short conversation whole', () => {
    expect(boundedHistory([turn('two'), turn('one', 'assistant')])).toEqual([
      turn('one', 'assistant'),
      turn('two'),
    ]);
  });
});
