import type { ImportOptions, ImportResult } from './analyse';
import type { ImportRequest, ImportResponse } from './import-handler';
import { checkFileSize } from './limits';
import { StatementError } from './statement-error';

/** The part of a Worker the client uses, so a test can stand in for it. */
export interface ImportWorker {
  postMessage: (request: ImportRequest, transfer: Transferable[]) => void;
  terminate: () => void;
  onmessage: ((event: MessageEvent<ImportResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

const startWorker = (): ImportWorker =>
  new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'statement-import' });

export interface ImportClient {
  /** Reads and analyses a statement file (a File) in the worker. It goes to the worker and nowhere else. */
  importStatement: (
    file: Pick<Blob, 'size' | 'arrayBuffer'>,
    options: ImportOptions,
  ) => Promise<ImportResult>;
  /** Stops the worker (when the import screen closes); calls still waiting fail. */
  terminate: () => void;
}

/**
 * A client of the import worker, which starts on the first file. The page's thread only reads
 * the file's bytes (the browser does that off the thread), hands them over and gets the result.
 */
export function createImportClient(start: () => ImportWorker = startWorker): ImportClient {
  let worker: ImportWorker | null = null;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (result: ImportResult) => void; reject: (error: Error) => void }
  >();

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  const running = () => {
    if (worker) return worker;
    const started = start();
    started.onmessage = ({ data }) => {
      const call = waiting.get(data.id);
      waiting.delete(data.id);
      if (!call) return;
      if ('fault' in data) call.reject(new Error(`The statement import failed: ${data.fault}`));
      else call.resolve(data.result);
    };
    started.onerror = (event) => {
      failAll(new Error(`The statement import stopped: ${event.message}`));
      worker = null;
    };
    worker = started;
    return started;
  };

  return {
    importStatement: async (file, options) => {
      try {
        checkFileSize(file.size);
      } catch (error) {
        if (error instanceof StatementError) return { kind: 'failed', message: error.message, line: null };
        throw error;
      }
      const bytes = await file.arrayBuffer();
      const id = (nextId += 1);
      const request: ImportRequest = { id, bytes, options };
      return new Promise<ImportResult>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        running().postMessage(request, [bytes]);
      });
    },
    terminate: () => {
      worker?.terminate();
      worker = null;
      failAll(new Error('The statement import was closed.'));
    },
  };
}
