import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import {
  NewPasswordFields,
  newPasswordSchema,
  profileNamesSchema,
  useProfile,
  useSession,
  useUpdateNames,
  useUpdatePassword,
  type NewPasswordValues,
  type ProfileNamesValues,
} from '@/features/auth';
import { notify } from '@/lib/toast';
import { PageHeader } from '@/components/page-header';
import { DeleteAccount } from './components/delete-account';
import { NotificationSettings } from './components/notification-settings';
import { YourData } from './components/your-data';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { SETTINGS_PAGE } from './content';

const ACCOUNT_TYPE_LABEL = { regular: 'Member', affiliate: 'Affiliate', staff: 'Staff' } as const;

function NamesForm({ userId, firstName, lastName }: { userId: string; firstName: string; lastName: string }) {
  const update = useUpdateNames(userId);
  const form = useForm<ProfileNamesValues>({
    resolver: zodResolver(profileNamesSchema),
    defaultValues: { firstName, lastName },
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => {
    form.reset({ firstName, lastName });
  }, [firstName, lastName, form]);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        notify.success('Profile updated', 'Your name has been saved.');
      },
    });
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="First name" error={errors.firstName?.message} required>
        <Input autoComplete="given-name" {...form.register('firstName')} />
      </FormField>
      <FormField label="Last name" error={errors.lastName?.message} required>
        <Input autoComplete="family-name" {...form.register('lastName')} />
      </FormField>
      <Button
        type="submit"
        disabled={update.isPending || !isDirty}
        className="sm:col-span-2 sm:justify-self-start"
      >
        {update.isPending ? 'Saving...' : 'Save name'}
      </Button>
    </form>
  );
}

function PasswordForm() {
  const update = useUpdatePassword();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ password }) => {
    update.mutate(password, {
      onSuccess: () => {
        form.reset();
        notify.success('Password updated', 'Use your new password the next time you sign in.');
      },
    });
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <NewPasswordFields form={form} />
      <Button type="submit" disabled={update.isPending} className="sm:col-span-2 sm:justify-self-start">
        {update.isPending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}

export function SettingsPage() {
  const { session } = useSession();
  const userId = session?.user.id ?? '';
  const profile = useProfile(userId);

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title="Settings" />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Account</h2>
          </CardTitle>
          <CardDescription>Your sign-in email and account type.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm text-muted-foreground">Email</dt>
            <dd className="break-all">{session?.user.email}</dd>
            <dt className="text-sm text-muted-foreground">Account type</dt>
            <dd>
              {profile.data ? ACCOUNT_TYPE_LABEL[profile.data.user_type] : <Skeleton className="h-5 w-20" />}
            </dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Your name</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {profile.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : profile.isError ? (
            <p role="alert" className="text-destructive">
              We could not load your profile. Reload the page to try again.
            </p>
          ) : (
            <NamesForm
              userId={userId}
              firstName={profile.data.first_name ?? ''}
              lastName={profile.data.last_name ?? ''}
            />
          )}
        </CardContent>
      </Card>
      <NotificationSettings userId={session?.user.id} isAffiliate={profile.data?.user_type === 'affiliate'} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Password</h2>
          </CardTitle>
          <CardDescription>Changing it signs you out on your other devices.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
      <YourData userId={session?.user.id} />
      <DeleteAccount email={session?.user.email} />
    </div>
  );
}
