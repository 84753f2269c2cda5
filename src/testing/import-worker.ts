import { handleImport, type ImportResponse } from '@/features/statement-import/import-handler';
import type { ImportWorker } from '@/features/statement-import/worker-client';

/**
 * The import worker's real code on the test's thread (jsdom has no Worker): the screens read and
 * analyse a file exactly as in the browser, a task later, as a worker answers.
 */
export function inThreadWorker(): ImportWorker {
  const worker: ImportWorker = {
    onmessage: null,
    onerror: null,
    terminate: () => undefined,
    postMessage: (request) => {
      setTimeout(() => {
        worker.onmessage?.({ data: handleImport(request) } as MessageEvent<ImportResponse>);
      }, 0);
    },
  };
  return worker;
}

/** A File whose bytes can be read (jsdom's File cannot give them), as the browser's can. */
export function statementFile(text: string, name = 'statement.csv'): File {
  const bytes = new TextEncoder().encode(text);
  return Object.assign(new File([bytes], name), {
    arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
  });
}
