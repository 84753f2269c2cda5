import { describe, expect, it } from 'vitest';
import committed from '../../supabase/functions/_shared/assistant/knowledge.json';
import { buildKnowledge } from './build.ts';

describe('assistant knowledge', () => {
  it('matches the content of the pages (run `npm run knowledge` after changing content)', async () => {
    expect(await buildKnowledge()).toEqual(committed);
  });

  it('links every passage to an app page, once', async () => {
    const docs = await buildKnowledge();
    expect(docs.every((d) => d.url.startsWith('/'))).toBe(true);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
  });
});
