import { callPublicRpc } from '@/lib/public-rpc';
import { REFERRAL_SOURCE_STORAGE_KEY, VISITOR_STORAGE_KEY } from './logic';

/**
 * Records one visit to an agent's link (record_referral_visit) and keeps its source for sign-up.
 * Loaded only after the page has hydrated (use-record-visit.ts): no public page's first script
 * carries it. Best effort: a visit that cannot be counted never bothers the visitor.
 */

function visitorId(): string {
  try {
    const kept = localStorage.getItem(VISITOR_STORAGE_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(VISITOR_STORAGE_KEY, made);
    return made;
  } catch {
    // No storage: this page's visit still counts, under an id nobody keeps.
    return crypto.randomUUID();
  }
}

function keepSource(code: string, source: string): void {
  try {
    sessionStorage.setItem(
      REFERRAL_SOURCE_STORAGE_KEY,
      JSON.stringify({ code: code.trim().toUpperCase(), source }),
    );
  } catch {
    // No storage: sign-up records the referral without its source.
  }
}

export async function recordVisit(code: string, source: string): Promise<void> {
  keepSource(code, source);
  try {
    await callPublicRpc('record_referral_visit', { code, source, visitor: visitorId() });
  } catch (error) {
    console.warn('The visit was not counted', error);
  }
}
