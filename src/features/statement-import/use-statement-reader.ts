import { localDayKey } from '@shared/calendar/dates.ts';
import { useCallback, useRef, useState } from 'react';
import { logFailure } from '@/lib/log';
import type { ImportResult } from './analyse';
import { IMPORT_TOASTS } from './content';
import type { ColumnMapping } from './csv-columns';
import type { DateOrder } from './dates';
import { saveMapping, savedMappings } from './saved-mappings';
import type { ImportClient } from './worker-client';

/** What the person chose for this file so far: the columns (for its header) and the dates' order. */
interface Choices {
  mapping?: { signature: string; mapping: ColumnMapping };
  dateOrder?: DateOrder;
}

export type ReaderStep =
  | { kind: 'pick' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'done'; fileName: string; result: ImportResult };

/**
 * Reads one file through the worker, asking again with the person's answers (the columns, the
 * dates' order) until it is analysed or fails. A mapping is remembered only once it read the file.
 */
export function useStatementReader(client: ImportClient) {
  const [step, setStep] = useState<ReaderStep>({ kind: 'pick' });
  const current = useRef<{ file: File; choices: Choices } | null>(null);
  const calls = useRef(0);

  const run = useCallback(
    async (file: File, choices: Choices) => {
      current.current = { file, choices };
      const call = (calls.current += 1);
      setStep({ kind: 'reading', fileName: file.name });
      const mappings = savedMappings();
      if (choices.mapping) mappings[choices.mapping.signature] = choices.mapping.mapping;
      let result: ImportResult;
      try {
        result = await client.importStatement(file, {
          today: localDayKey(new Date()),
          mappings,
          dateOrder: choices.dateOrder,
        });
      } catch (error) {
        logFailure('The statement import failed', error);
        result = { kind: 'failed', message: IMPORT_TOASTS.readFailed, line: null };
      }
      // A file chosen since then has its own answer coming.
      if (call !== calls.current) return;
      if (result.kind === 'analysed' && choices.mapping)
        saveMapping(choices.mapping.signature, choices.mapping.mapping);
      setStep({ kind: 'done', fileName: file.name, result });
    },
    [client],
  );

  const read = useCallback((file: File) => run(file, {}), [run]);
  const withMapping = useCallback(
    (signature: string, mapping: ColumnMapping) => {
      if (current.current) void run(current.current.file, { mapping: { signature, mapping } });
    },
    [run],
  );
  const withDateOrder = useCallback(
    (dateOrder: DateOrder) => {
      if (current.current) void run(current.current.file, { ...current.current.choices, dateOrder });
    },
    [run],
  );
  const reset = useCallback(() => {
    calls.current += 1;
    current.current = null;
    setStep({ kind: 'pick' });
  }, []);

  return { step, read, withMapping, withDateOrder, reset };
}
