import { CircleAlert, Mail, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { licenceLabel, MAX_AGENT_NOTE_LENGTH, stateName } from '@shared/career/states.ts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldClassName } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { CAREER_INTEREST_STATUSES, type CareerInterestStatus } from '@/types/database';
import { useCareerInterests, useUpdateCareerInterest } from '../api';
import { CAREER_TOASTS, careerSection } from '../content';
import { arrivedOn, newestFirst, STATUS_LABELS, type CareerInterest } from '../logic';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

function Person({ interest, owner }: { interest: CareerInterest; owner: string }) {
  const id = useId();
  const update = useUpdateCareerInterest(owner);
  const [status, setStatus] = useState<CareerInterestStatus>(interest.status);
  const [note, setNote] = useState(interest.agent_note ?? '');
  const changed = status !== interest.status || note.trim() !== (interest.agent_note ?? '');
  const tooLong = note.length > MAX_AGENT_NOTE_LENGTH;
  const name = `${interest.first_name} ${interest.last_name}`;

  return (
    <li className="grid gap-4 rounded-lg border border-border p-4" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-name`} className="text-base font-semibold wrap-anywhere">
          {name}
        </h3>
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={interest.status === 'joined' ? 'default' : 'secondary'}>
            {STATUS_LABELS[interest.status]}
          </Badge>
          <span>{arrivedOn(interest.confirmed_at ?? interest.created_at)}</span>
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="Contact">
          <span className="grid gap-1">
            <a
              className="inline-flex items-center gap-1.5 text-primary underline"
              href={`mailto:${interest.email}`}
            >
              <Mail aria-hidden className="size-4 shrink-0" />
              {interest.email}
            </a>
            {interest.phone ? (
              <a
                className="inline-flex items-center gap-1.5 text-primary underline"
                href={`tel:${interest.phone}`}
              >
                <Phone aria-hidden className="size-4 shrink-0" />
                {interest.phone}
              </a>
            ) : null}
          </span>
        </Detail>
        <Detail label="State">{stateName(interest.state)}</Detail>
        <Detail label="Licence">{licenceLabel(interest.licence)}</Detail>
        <Detail label="Hours a week">{interest.hours_per_week}</Detail>
        {interest.note ? (
          <div className="grid gap-0.5 sm:col-span-2 lg:col-span-4">
            <dt className="text-xs font-medium text-muted-foreground">Their note</dt>
            <dd>
              <blockquote className="border-l-2 border-border pl-3 text-sm whitespace-pre-wrap wrap-anywhere">
                {interest.note}
              </blockquote>
            </dd>
          </div>
        ) : null}
      </dl>
      <form
        className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start"
        aria-label={`Follow-up for ${name}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!changed || tooLong) return;
          update.mutate(
            { id: interest.id, status, agentNote: note },
            {
              onSuccess: () => {
                notify.success(CAREER_TOASTS.saved, name);
              },
            },
          );
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            Status
          </label>
          <select
            id={`${id}-status`}
            className={cn(fieldClassName, 'h-11 sm:h-10')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as CareerInterestStatus);
            }}
          >
            {CAREER_INTEREST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-note`} className="text-sm font-medium">
            {careerSection.noteLabel}
          </label>
          <Textarea
            id={`${id}-note`}
            rows={2}
            className="min-h-11"
            value={note}
            aria-invalid={tooLong}
            aria-describedby={`${id}-note-help`}
            onChange={(event) => {
              setNote(event.target.value);
            }}
          />
          <p
            id={`${id}-note-help`}
            className={cn('text-xs text-muted-foreground', tooLong && 'text-destructive')}
          >
            {careerSection.noteHelp} {note.length}/{MAX_AGENT_NOTE_LENGTH} characters.
          </p>
        </div>
        <Button type="submit" className="sm:mt-6.5" disabled={!changed || tooLong || update.isPending}>
          {update.isPending ? careerSection.saving : careerSection.save}
        </Button>
      </form>
    </li>
  );
}

/**
 * The affiliate dashboard's "Career interest" (docs/decisions/029-career-interest.md): confirmed
 * interests sent to this agent (`owner` = the agent code), or staff's house list (`owner` = 'house').
 */
export function CareerInterests({ owner }: { owner: string }) {
  const interests = useCareerInterests(owner);
  const rows = interests.data ? newestFirst(interests.data) : [];

  return (
    <Card id="career-interest" className="scroll-mt-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>{careerSection.title}</h2>
        </CardTitle>
        <CardDescription>
          {owner === 'house' ? careerSection.houseDescription : careerSection.description}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {interests.isPending ? (
          <div role="status" aria-label="Loading career interest" className="grid gap-3">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : interests.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertDescription className="grid gap-2">
              <p>{CAREER_TOASTS.loadFailed}</p>
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => void interests.refetch()}
              >
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{careerSection.empty}</p>
        ) : (
          <ul className="grid gap-4">
            {rows.map((interest) => (
              <Person key={interest.id} interest={interest} owner={owner} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
