import type { Reply } from './handler.ts';
import type { KnowledgeDoc } from './knowledge.ts';
import { createProviderResponder } from './provider.ts';
import { createOfflineResponder } from './responder.ts';

/**
 * ASSISTANT_API_KEY (+ ASSISTANT_BASE_URL, ASSISTANT_MODEL) selects the language model; without
 * a key the offline responder answers, so a fresh deployment still works.
 */
export function selectReply(env: (name: string) => string | undefined, docs: readonly KnowledgeDoc[]): Reply {
  const offline = createOfflineResponder(docs);
  const apiKey = env('ASSISTANT_API_KEY');
  if (!apiKey) return offline;
  return createProviderResponder(
    {
      apiKey,
      baseUrl: env('ASSISTANT_BASE_URL') ?? 'https://api.openai.com/v1',
      model: env('ASSISTANT_MODEL') ?? 'gpt-4o-mini',
    },
    docs,
    offline,
  );
}
