import { LoaderCircle, ShieldCheck, TriangleAlert } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { IMPORT_TEXT } from '../content';
import { useStatementReader } from '../use-statement-reader';
import type { ImportClient } from '../worker-client';
import { ColumnMappingForm } from './column-mapping-form';
import { DateOrderForm } from './date-order-form';
import { FilePicker } from './file-picker';
import { Review } from './review';
import { StepHeading } from './step-heading';

/**
 * The statement import (issue 39): pick or drop a file, answer what the file cannot say (its
 * columns, its dates' order), then review what repeats. The file goes to `client` (the worker)
 * and nowhere else.
 */
export function ImportScreen({ client, userId }: { client: ImportClient; userId: string | undefined }) {
  const { step, read, withMapping, withDateOrder, reset } = useStatementReader(client);
  const result = step.kind === 'done' ? step.result : null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title={IMPORT_TEXT.title} description={IMPORT_TEXT.description} />
      <div className="grid gap-3">
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          {IMPORT_TEXT.privacy}
        </p>
        {(step.kind === 'pick' || step.kind === 'reading') && (
          <FilePicker onFile={(file) => void read(file)} disabled={step.kind === 'reading'} />
        )}
        {/* Always there, so that screen readers hear the reading start. */}
        <div role="status" aria-live="polite">
          {step.kind === 'reading' && (
            <p className="flex items-center gap-2 text-sm">
              <LoaderCircle aria-hidden className="size-4 animate-spin text-primary" />
              {IMPORT_TEXT.reading} <span className="sr-only">{step.fileName}</span>
            </p>
          )}
        </div>
      </div>

      {result?.kind === 'failed' && (
        <section aria-labelledby="import-failed" className="grid gap-4">
          <StepHeading id="import-failed" title={IMPORT_TEXT.failedTitle} />
          <Alert variant="destructive">
            <TriangleAlert aria-hidden />
            <AlertTitle>{result.message}</AlertTitle>
            <AlertDescription>{IMPORT_TEXT.failedHint}</AlertDescription>
          </Alert>
          <div>
            <Button onClick={reset}>{IMPORT_TEXT.another}</Button>
          </div>
        </section>
      )}
      {result?.kind === 'needs-mapping' && (
        <ColumnMappingForm
          columns={result.columns}
          onSubmit={(mapping) => {
            withMapping(result.columns.signature, mapping);
          }}
          onCancel={reset}
        />
      )}
      {result?.kind === 'needs-date-order' && (
        <DateOrderForm
          examples={result.examples}
          likely={result.likely}
          onSubmit={withDateOrder}
          onCancel={reset}
        />
      )}
      {result?.kind === 'analysed' && <Review result={result} userId={userId} onAnother={reset} />}
    </div>
  );
}
