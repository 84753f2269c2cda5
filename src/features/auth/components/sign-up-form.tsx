import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CircleAlert, Gift } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AGENT_SEES, LegalLinks } from '@/features/legal';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { referralCodeQuery } from '../api';

import type { SignUpValues } from '../schema';
import { initialReferralCode, UNKNOWN_REFERRAL_CODE } from '../logic';
import { MIN_PASSWORD_LENGTH } from '../password';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useHydrated } from '@/lib/use-hydrated';

const validation = lazyResolver(() => import('../resolvers').then((m) => m.signUpResolver));

export interface SignUpFormProps {
  submitLabel: string;
  /** The call is under way: the button says 'Creating Account...'. */
  pending: boolean;
  /** Set once the account exists, while the page moves on. */
  done?: boolean;
  /** The server's message, shown in red above the button (affiliate sign-up, docs/product-spec.md §8). */
  error?: string | null;
  onSubmit: (values: SignUpValues) => void;
}

/**
 * The sign-up fields of users and affiliates (docs/product-spec.md §2, §5); the code is prefilled
 * from ?ref, else from the invitation this tab arrived with (src/lib/referral-code.ts).
 */
export function SignUpForm({ submitLabel, pending, done = false, error, onSubmit }: SignUpFormProps) {
  const [params] = useSearchParams();
  // react-hook-form sets the field's value through the DOM, not the markup: hydration may start
  // from what the prerendering could not know.
  const [invitation] = useState(() => initialReferralCode(params));
  const form = useForm<SignUpValues>({
    resolver: validation.resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      referralCode: invitation,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const referralCode = useWatch({ control: form.control, name: 'referralCode' }).trim();
  // The page is prerendered without a code: the banner waits for hydration, which must match it.
  const hydrated = useHydrated();
  // The code is checked when it arrives in the link, when the field is left and before sending.
  const queryClient = useQueryClient();
  const [checkedCode, setCheckedCode] = useState(invitation);
  const check = useQuery({ ...referralCodeQuery(checkedCode), enabled: hydrated });
  const unknownCode = check.data === false && checkedCode.trim().toUpperCase() === referralCode.toUpperCase();
  const referralField = form.register('referralCode');

  const submit = form.handleSubmit(async (values) => {
    const code = values.referralCode.trim();
    // A check that fails lets the code through: sign-up ignores a code no affiliate has.
    const known = code ? await queryClient.query(referralCodeQuery(code)).catch(() => null) : null;
    if (known === false) {
      setCheckedCode(code);
      form.setError('referralCode', { message: UNKNOWN_REFERRAL_CODE }, { shouldFocus: true });
      return;
    }
    onSubmit(values);
  });

  return (
    <>
      {hydrated && referralCode && !unknownCode ? (
        <Alert variant="success" className="mb-6">
          <Gift aria-hidden />
          <AlertDescription>
            You&apos;re signing up with referral code <strong className="break-all">{referralCode}</strong>.{' '}
            {AGENT_SEES}
          </AlertDescription>
        </Alert>
      ) : null}
      <form onSubmit={(e) => void submit(e)} onFocus={validation.preload} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message} required>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          required
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField
          label="Referral code (optional)"
          error={errors.referralCode?.message ?? (unknownCode ? UNKNOWN_REFERRAL_CODE : undefined)}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            {...referralField}
            onBlur={(event) => {
              void referralField.onBlur(event);
              setCheckedCode(event.target.value);
            }}
          />
        </FormField>
        {error ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <Button type="submit" disabled={pending || done || isSubmitting} className="w-full">
          {pending || isSubmitting ? 'Creating Account...' : submitLabel}
        </Button>
        <LegalLinks />
      </form>
    </>
  );
}
