import { describe, expect, it, vi } from 'vitest';
import { analyseStatement } from './analyse';
import { handleImport } from './import-handler';

vi.mock('./analyse', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./analyse')>();
  return { ...actual, analyseStatement: vi.fn(actual.analyseStatement) };
});

const buffer = (text: string) => new TextEncoder().encode(text).buffer;

describe('handleImport', () => {
  it('answers a request with its id and the analysis of its bytes', () => {
    expect(handleImport({ id: 7, bytes: buffer(''), options: { today: '2025-01-02' } })).toEqual({
      id: 7,
      result: {
        kind: 'failed',
        message: 'This file is empty. Download the statement again and choose it.',
        line: null,
      },
    });
    expect(vi.mocked(analyseStatement)).toHaveBeenCalledWith(new Uint8Array(), { today: '2025-01-02' });
  });

  it('answers a fault in the code with its message, not a result', () => {
    vi.mocked(analyseStatement).mockImplementationOnce(() => {
      throw new TypeError('x is undefined');
    });
    expect(handleImport({ id: 8, bytes: buffer('a,b'), options: { today: '2025-01-02' } })).toEqual({
      id: 8,
      fault: 'x is undefined',
    });
  });
});
