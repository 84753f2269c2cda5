import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LICENCES, MAX_CAREER_NOTE_LENGTH, US_STATES } from '@shared/career/states.ts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormField } from '@/components/ui/form-field';
import { fieldClassName, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatFigure } from '@/lib/money';
import { cn } from '@/lib/utils';
import { submitCareerInterest, submitErrorMessage } from '../api';
import { careerForm } from '../content';
import {
  careerInterestSchema,
  EMPTY_CAREER_INTEREST,
  type CareerInterestInput,
  type CareerInterestValues,
} from '../schema';

interface CareerInterestFormProps {
  /** The inviting agent's code from ?ref=, or null for the house. */
  code: string | null;
  source: string;
  /** "Jane D.", or null when the house answers. */
  agent: string | null;
}

/**
 * The prospect's short form (docs/decisions/029-career-interest.md): no account; the answer is the
 * same whether or not the address is known ("Check your inbox"), and only the e-mailed link makes
 * the interest reach anyone. Loaded once the form's section nears the screen.
 */
export function CareerInterestForm({ code, source, agent }: CareerInterestFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const form = useForm<CareerInterestInput, unknown, CareerInterestValues>({
    resolver: zodResolver(careerInterestSchema),
    defaultValues: EMPTY_CAREER_INTEREST,
  });
  const { errors, isSubmitting } = form.formState;
  const note = useWatch({ control: form.control, name: 'note' });

  useEffect(() => {
    if (sentTo) doneHeading.current?.focus();
  }, [sentTo]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submitCareerInterest(values, { code, source });
      form.reset(EMPTY_CAREER_INTEREST);
      setSentTo(values.email);
    } catch (error) {
      setFailure(submitErrorMessage(error as Error));
    }
  });

  if (sentTo) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-border bg-surface p-6 text-center shadow-sm">
        <MailCheck aria-hidden className="size-10 text-primary" />
        <h3 ref={doneHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {careerForm.sentTitle}
        </h3>
        <p className="max-w-prose text-muted-foreground wrap-anywhere">{careerForm.sent(sentTo)}</p>
        <Button
          variant="outline"
          onClick={() => {
            setSentTo(null);
          }}
        >
          {careerForm.sendAnother}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={careerForm.title}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" required error={errors.first_name?.message}>
          <Input autoComplete="given-name" {...form.register('first_name')} />
        </FormField>
        <FormField label="Last name" required error={errors.last_name?.message}>
          <Input autoComplete="family-name" {...form.register('last_name')} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} description="Optional.">
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
        </FormField>
        <FormField label="State" required error={errors.state?.message}>
          <select
            className={cn(fieldClassName, 'h-11 sm:h-10')}
            autoComplete="address-level1"
            {...form.register('state')}
          >
            <option value="">Choose your state</option>
            {US_STATES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label="Hours a week you could give"
          required
          error={errors.hours_per_week?.message}
          description="From 1 to 80."
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('hours_per_week')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="licence"
        render={({ field }) => (
          <ChoiceGroup
            legend="Insurance licence"
            required
            options={LICENCES}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FormField
        label="Note"
        error={errors.note?.message}
        description={`Optional: anything you would like them to know. ${formatFigure(note.length)}/${formatFigure(MAX_CAREER_NOTE_LENGTH)} characters.`}
      >
        <Textarea rows={4} {...form.register('note')} />
      </FormField>
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? 'career-consent-error' : undefined}
            {...form.register('consent')}
          />
          <span>
            {careerForm.consent(agent)}
            <span aria-hidden="true" className="text-destructive">
              {' '}
              *
            </span>
          </span>
        </label>
        {errors.consent ? (
          <p id="career-consent-error" className="text-sm font-medium text-destructive">
            {errors.consent.message}
          </p>
        ) : null}
      </div>
      {failure ? (
        <Alert variant="destructive" ref={failureRef} tabIndex={-1} className="outline-none">
          <CircleAlert aria-hidden />
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2 sm:flex sm:items-center sm:gap-4">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? careerForm.sending : careerForm.submit}
        </Button>
        <p className="text-sm text-muted-foreground">{careerForm.privacy}</p>
      </div>
    </form>
  );
}
