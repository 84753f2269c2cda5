import { describe, expect, it } from 'vitest';
import knowledge from '../../../supabase/functions/_shared/assistant/knowledge.json';
import type { KnowledgeDoc } from '../../../supabase/functions/_shared/assistant/knowledge';
import { gateOf } from '../../../supabase/functions/_shared/assistant/reading/gates';
import { readQuestion } from '../../../supabase/functions/_shared/assistant/reading/read';
import { createOfflineResponder } from '../../../supabase/functions/_shared/assistant/responder';

/**
 * Round 12 of the reader (docs/decisions/027): two more safety gates, a guide page given to a choice
 * between two options it does not both weigh, and a sum that never divided what the question
 * shares out. Phrasings here are this file's own.
 */

const reply = createOfflineResponder(knowledge as KnowledgeDoc[], 0);

async function answer(question: string): Promise<string> {
  let text = '';
  for await (const piece of reply(
    [{ role: 'user', content: question }],
    new AbortController().signal,
    undefined,
  ))
    text += piece;
  return text;
}

describe('a choice between two options', () => {
  it('declines a guide page that says how only one of them works', async () => {
    const question = 'an annuity or a lump sum rollover, which is wiser for me';
    expect(await answer(question)).toMatch(/^I can't tell you which is better for you/);
  });

  it('keeps a page that weighs both', async () => {
    const text = await answer('snowball or avalanche, which one is better for my cards?');
    expect(text).not.toMatch(/^I can't tell you which is better/);
    expect(text.toLowerCase()).toContain('snowball');
    expect(text.toLowerCase()).toContain('avalanche');
  });

  it('reads the two options either side of "or", past an article', () => {
    const reading = { ...readQuestion('is a HSA or an FSA better', undefined), intent: 'guide' as const };
    expect(gateOf(reading, 'An HSA is a health savings account.')).toBe('choice');
    expect(gateOf(reading, 'An HSA and an FSA both pay for care.')).toBeNull();
  });
});

describe('a share the sum never divided', () => {
  it('declines a sum that ignores a split with someone', async () => {
    expect(await answer('5% of 260,000 split evenly with my partner, how much is mine?')).toMatch(
      /^I can't answer that yet: I read a share/,
    );
  });

  it('keeps a rule that splits an amount into its parts', async () => {
    expect(await answer('how does the 50/30/20 rule split 2,400 a month')).not.toMatch(
      /^I can't answer that yet/,
    );
  });
});
