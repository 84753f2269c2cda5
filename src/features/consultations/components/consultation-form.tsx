import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CONTACT_METHODS, TOPICS, type ConsultationTopic } from '@shared/consultations/topics.ts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { formatFigure } from '@/lib/money';
import { useRequestConsultation } from '../api';
import { consentText, sharePlanDescription, sharePlanText } from '../content';
import { slotMoment } from '../logic';
import { consultationSchema, type ConsultationInput, type ConsultationValues } from '../schema';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { PreferredTimesField } from './preferred-times-field';

const TOPIC_OPTIONS = TOPICS.map((t) => ({ value: t.slug, label: t.title }));
const NOTE_LIMIT = 1000;

interface ConsultationFormProps {
  topic: ConsultationTopic;
  /** The inviting agent's first name; null when the house answers. */
  advisor: string | null;
  /** Sharing the check-up starts chosen (the check-up's way here); the user can still turn it off. */
  shareCheckup?: boolean;
  zone: string;
  onSent: () => void;
}

/** The request of docs/decisions/020-consultations.md: what about, how to reach the user, when, and consent. */
export function ConsultationForm({
  topic,
  advisor,
  shareCheckup = false,
  zone,
  onSent,
}: ConsultationFormProps) {
  const send = useRequestConsultation();
  // The clock the form checks times against; read afresh on each check.
  const [schema] = useState(() => consultationSchema(zone, () => new Date()));
  const form = useForm<ConsultationInput, unknown, ConsultationValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      topic,
      contact_method: 'phone',
      phone: '',
      times: [],
      note: '',
      consent: false,
      share_plan: shareCheckup,
    },
  });
  const { errors } = form.formState;
  const [method, note] = useWatch({ control: form.control, name: ['contact_method', 'note'] });

  const onSubmit = form.handleSubmit((values) => {
    // The promise, not mutate's callbacks: a third open request replaces this form with the
    // "3 open" message when the list refetches, before those would run. Failures are reported
    // by the query client.
    void send
      .mutateAsync({
        topic: values.topic,
        contact_method: values.contact_method,
        phone: values.phone,
        preferred_times: values.times.map((t) => slotMoment(t.day, t.slot, zone).toISOString()),
        note: values.note.trim(),
        share_plan: values.share_plan,
      })
      .then(
        () => {
          form.reset();
          onSent();
        },
        () => undefined,
      );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <Controller
        control={form.control}
        name="topic"
        render={({ field }) => (
          <SelectField
            label="Topic"
            required
            options={TOPIC_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.topic?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="contact_method"
        render={({ field }) => (
          <ChoiceGroup
            legend="How should we contact you?"
            required
            options={CONTACT_METHODS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FormField
        label="Phone"
        required={method === 'phone'}
        error={errors.phone?.message}
        description={method === 'phone' ? 'The number to call.' : 'Optional: in case a call is easier.'}
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
      </FormField>
      <Controller
        control={form.control}
        name="times"
        render={({ field }) => (
          <PreferredTimesField
            value={field.value}
            onChange={field.onChange}
            zone={zone}
            now={new Date()}
            error={errors.times?.message ?? errors.times?.root?.message}
          />
        )}
      />
      <FormField
        label="Note"
        error={errors.note?.message}
        description={`Optional: anything that helps prepare. ${formatFigure(note.length)}/${formatFigure(NOTE_LIMIT)} characters.`}
      >
        <Textarea rows={4} {...form.register('note')} />
      </FormField>
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            {...form.register('consent')}
          />
          <span>
            {consentText(advisor)}
            <span aria-hidden="true" className="text-destructive">
              {' '}
              *
            </span>
          </span>
        </label>
        {errors.consent ? (
          <p id="consent-error" className="text-sm font-medium text-destructive">
            {errors.consent.message}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            aria-describedby="share-plan-description"
            {...form.register('share_plan')}
          />
          <span>{sharePlanText(advisor)}</span>
        </label>
        <p id="share-plan-description" className="pl-8 text-sm text-muted-foreground">
          {sharePlanDescription(advisor)}
        </p>
      </div>
      <Button type="submit" className="justify-self-start" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send request'}
      </Button>
    </form>
  );
}
