import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MIN_PASSWORD_LENGTH } from '../password';
import type { NewPasswordValues } from '../schema';

/** New password and its confirmation, as the reset page and Settings both ask for them. */
export function NewPasswordFields({ form }: { form: UseFormReturn<NewPasswordValues> }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        label="New password"
        error={errors.password?.message}
        description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        required
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
    </>
  );
}
