import { z } from 'zod';
import type { ColumnMapping } from './csv-columns';

/**
 * The column mappings a person chose, by header signature, kept in this browser so the next file
 * from the same bank needs no choosing. A signature is the header's names (or its columns' kinds),
 * never a line of a statement.
 */

const STORAGE_KEY = 'statement-import:column-mappings';
/** Enough for every bank a person uses; the oldest goes first. */
const MOST_KEPT = 20;

const column = z.number().int().min(0).max(500);
const mappingSchema = z.object({
  date: column,
  description: column,
  amount: z.union([z.object({ signed: column }), z.object({ debit: column, credit: column })]),
  balance: column.nullable(),
});
const savedSchema = z.record(z.string().max(2000), mappingSchema);

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The saved mappings; none when storage is unavailable or holds something else. */
export function savedMappings(storage: Storage = localStorage): Record<string, ColumnMapping> {
  try {
    const parsed = savedSchema.safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Keeps the person's mapping for a header signature, the newest last. */
export function saveMapping(
  signature: string,
  mapping: ColumnMapping,
  storage: Storage = localStorage,
): void {
  const kept = Object.entries(savedMappings(storage)).filter(([saved]) => saved !== signature);
  const next = Object.fromEntries([...kept, [signature, mapping] as const].slice(-MOST_KEPT));
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // No storage (private browsing, full): the person maps this bank's columns again next time.
  }
}
