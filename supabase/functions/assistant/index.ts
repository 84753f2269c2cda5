// Supabase Edge Function (Deno): `supabase functions deploy assistant`.
// Secrets: ASSISTANT_API_KEY, ASSISTANT_BASE_URL, ASSISTANT_MODEL (optional; without a key
// the offline responder answers). SUPABASE_URL, SUPABASE_ANON_KEY and
// SUPABASE_SERVICE_ROLE_KEY are provided by the platform.
import { createAssistantHandler } from '../_shared/assistant/handler.ts';
import knowledge from '../_shared/assistant/knowledge.json' with { type: 'json' };
import type { KnowledgeDoc } from '../_shared/assistant/knowledge.ts';
import { selectReply } from '../_shared/assistant/select-reply.ts';

const env = (name: string) => Deno.env.get(name);
const docs = knowledge as KnowledgeDoc[];

Deno.serve(
  createAssistantHandler({
    supabaseUrl: env('SUPABASE_URL') ?? '',
    anonKey: env('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    reply: selectReply(env, docs),
  }),
);
