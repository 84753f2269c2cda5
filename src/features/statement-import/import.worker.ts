import { handleImport, type ImportRequest } from './import-handler';

// Reading and analysing a statement runs here, off the page's thread, so the page never freezes.
self.onmessage = (event: MessageEvent<ImportRequest>) => {
  self.postMessage(handleImport(event.data));
};
