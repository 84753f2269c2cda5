import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { IMPORT_TEXT } from '../content';
import type { ColumnMapping } from '../csv-columns';
import type { CsvColumns } from '../csv-statement';
import { defaultMappingInput } from '../reading-logic';
import { mappingSchema, type MappingInput } from '../schema';
import { StepHeading } from './step-heading';

const AMOUNT_KINDS: SelectOption<MappingInput['amountKind']>[] = [
  { value: 'signed', label: 'One column (money out below zero)' },
  { value: 'split', label: 'Two columns: money out and money in' },
];

type ColumnField = Exclude<keyof MappingInput, 'amountKind'>;

/** "Map the columns once": shown when a CSV's columns cannot be told; the first rows show what each holds. */
export function ColumnMappingForm({
  columns,
  onSubmit,
  onCancel,
}: {
  columns: CsvColumns;
  onSubmit: (mapping: ColumnMapping) => void;
  onCancel: () => void;
}) {
  const form = useForm<MappingInput, unknown, ColumnMapping>({
    resolver: zodResolver(mappingSchema),
    defaultValues: defaultMappingInput(columns),
  });
  const { errors } = form.formState;
  const amountKind = useWatch({ control: form.control, name: 'amountKind' });
  const options = columns.names.map((name, i) => ({
    value: String(i),
    label: name.trim() || `Column ${i + 1}`,
  }));

  const columnSelect = (name: ColumnField, label: string, extra: SelectOption<string>[] = []) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          options={[...extra, ...options]}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <section aria-labelledby="import-mapping" className="grid gap-4">
      <StepHeading id="import-mapping" title={IMPORT_TEXT.mappingTitle}>
        {IMPORT_TEXT.mappingDescription}
      </StepHeading>
      <div
        className="overflow-x-auto rounded-md border border-border"
        tabIndex={0}
        role="region"
        aria-label="The first rows of your statement"
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-background">
            <tr>
              {options.map((option) => (
                <th key={option.value} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {option.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {columns.sample.map((row, r) => (
              <tr key={r} className="border-t border-border">
                {options.map((option, c) => (
                  <td key={option.value} className="px-3 py-2 whitespace-nowrap">
                    {row[c] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="grid gap-4 sm:grid-cols-2"
      >
        {columnSelect('date', 'Date')}
        {columnSelect('description', 'Description')}
        <Controller
          control={form.control}
          name="amountKind"
          render={({ field }) => (
            <SelectField
              label="Amounts"
              value={field.value}
              onChange={field.onChange}
              options={AMOUNT_KINDS}
              className="sm:col-span-2"
            />
          )}
        />
        {amountKind === 'signed' ? (
          columnSelect('amount', 'Amount')
        ) : (
          <>
            {columnSelect('debit', 'Money out')}
            {columnSelect('credit', 'Money in')}
          </>
        )}
        {columnSelect('balance', 'Balance (optional)', [{ value: 'none', label: 'No balance column' }])}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            {IMPORT_TEXT.another}
          </Button>
          <Button type="submit">{IMPORT_TEXT.mappingSubmit}</Button>
        </div>
      </form>
    </section>
  );
}
