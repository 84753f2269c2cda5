import { writeFileSync } from 'node:fs';
import { buildKnowledge } from './build.ts';

/** npm run knowledge — rebuilds the assistant's knowledge from the app's content (see build.ts). */
const target = new URL('../../supabase/functions/_shared/assistant/knowledge.json', import.meta.url);
const docs = await buildKnowledge();
writeFileSync(target, `${JSON.stringify(docs, null, 2)}\n`);
console.log(`Wrote ${docs.length} passages to ${target.pathname}`);
