import { describe, expect, it, vi } from 'vitest';
import type { ImportResult } from './analyse';
import type { ImportRequest, ImportResponse } from './import-handler';
import { MAX_BYTES } from './limits';
import { createImportClient, type ImportWorker } from './worker-client';

/** A stand-in for the worker: records what it was sent, answers when told. */
class FakeWorker implements ImportWorker {
  onmessage: ((event: MessageEvent<ImportResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: { request: ImportRequest; transfer: Transferable[] }[] = [];
  terminated = false;

  postMessage(request: ImportRequest, transfer: Transferable[]): void {
    this.posted.push({ request, transfer });
  }

  terminate(): void {
    this.terminated = true;
  }

  answer(response: ImportResponse): void {
    this.onmessage?.({ data: response } as MessageEvent<ImportResponse>);
  }
}

const FAILED: ImportResult = { kind: 'failed', message: 'Line 3: “x” is not a date we can read.', line: 3 };
/** What the client reads of a File (jsdom's Blob cannot give its bytes). */
const file = (text = 'Date,Description,Amount') => {
  const bytes = new TextEncoder().encode(text);
  return { size: bytes.length, arrayBuffer: () => Promise.resolve(bytes.buffer) };
};
const options = { today: '2025-01-02' };

const setUp = () => {
  const worker = new FakeWorker();
  const start = vi.fn(() => worker);
  return { worker, start, client: createImportClient(start) };
};

/** Lets the client read the file and post it. */
const posted = async (worker: FakeWorker, count = 1) => {
  await vi.waitFor(() => {
    expect(worker.posted).toHaveLength(count);
  });
  return worker.posted[count - 1]!;
};

describe('createImportClient', () => {
  it('starts the worker on the first file only, hands it the bytes without copying them, and returns its result', async () => {
    const { worker, start, client } = setUp();
    expect(start).not.toHaveBeenCalled();
    const pending = client.importStatement(file('a,b'), options);
    const { request, transfer } = await posted(worker);
    expect(request).toMatchObject({ id: 1, options });
    expect(new TextDecoder().decode(request.bytes)).toBe('a,b');
    expect(transfer).toEqual([request.bytes]);
    worker.answer({ id: 1, result: FAILED });
    await expect(pending).resolves.toEqual(FAILED);
    const second = client.importStatement(file(), options);
    worker.answer({ id: (await posted(worker, 2)).request.id, result: FAILED });
    await second;
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('matches each answer to its file by id', async () => {
    const { worker, client } = setUp();
    const first = client.importStatement(file('one'), options);
    const second = client.importStatement(file('two'), options);
    await posted(worker, 2);
    const other: ImportResult = { ...FAILED, line: 9 };
    worker.answer({ id: 2, result: other });
    worker.answer({ id: 1, result: FAILED });
    await expect(first).resolves.toEqual(FAILED);
    await expect(second).resolves.toEqual(other);
  });

  it('refuses a file over 10 MB without reading it or starting the worker', async () => {
    const { start, client } = setUp();
    const large = { size: MAX_BYTES + 1, arrayBuffer: vi.fn<() => Promise<ArrayBuffer>>() };
    await expect(client.importStatement(large, options)).resolves.toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('larger than 10 MB') as string,
    });
    expect(large.arrayBuffer).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });

  it('fails a call whose analysis hit a fault, and every waiting call when the worker stops', async () => {
    const { worker, client } = setUp();
    const faulty = client.importStatement(file(), options);
    const waiting = client.importStatement(file(), options);
    await posted(worker, 2);
    worker.answer({ id: 1, fault: 'x is undefined' });
    await expect(faulty).rejects.toThrow('The statement import failed: x is undefined');
    worker.onerror?.({ message: 'out of memory' } as ErrorEvent);
    await expect(waiting).rejects.toThrow('The statement import stopped: out of memory');
  });

  it('stops the worker when closed, failing what still waits', async () => {
    const { worker, client } = setUp();
    const waiting = client.importStatement(file(), options);
    await posted(worker);
    client.terminate();
    expect(worker.terminated).toBe(true);
    await expect(waiting).rejects.toThrow('The statement import was closed.');
  });
});
