import { analyseStatement, type ImportOptions, type ImportResult } from './analyse';

/** What the page posts to the import worker: the file's bytes (transferred, not copied) and the choices. */
export interface ImportRequest {
  id: number;
  bytes: ArrayBuffer;
  options: ImportOptions;
}

/** The worker's answer: the result, or the message of a fault in the code (never the file's content). */
export type ImportResponse = { id: number; result: ImportResult } | { id: number; fault: string };

/** The worker's whole job but the messaging. */
export function handleImport({ id, bytes, options }: ImportRequest): ImportResponse {
  try {
    return { id, result: analyseStatement(new Uint8Array(bytes), options) };
  } catch (error) {
    return { id, fault: error instanceof Error ? error.message : String(error) };
  }
}
