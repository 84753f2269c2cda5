import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type RefObject } from 'react';
import { useForm, type UseFormSetFocus } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveFinancialProfile, type FinancialProfile } from '../api';
import { CHECKUP_TEXT, PROFILE_FIELDS, type ProfileField } from '../content';
import { profileInput, profileSchema, type ProfileInput, type ProfileValues } from '../schema';

interface ProfileFormProps {
  userId: string;
  profile: FinancialProfile | null;
  /** Lets the checks above move focus to the field they need. */
  focusRef: RefObject<UseFormSetFocus<ProfileInput> | null>;
}

/** The check-up's few numbers, all optional, each explained in one line. */
export function ProfileForm({ userId, profile, focusRef }: ProfileFormProps) {
  const save = useSaveFinancialProfile(userId);
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileInput(profile),
  });
  const { errors } = form.formState;

  useEffect(() => {
    focusRef.current = form.setFocus;
  }, [focusRef, form.setFocus]);

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => {
        form.reset(profileInput(values));
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        {PROFILE_FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            description={field.description}
            error={errors[field.name]?.message}
          >
            <Input
              inputMode={field.kind === 'money' ? 'decimal' : 'numeric'}
              autoComplete="off"
              placeholder={field.kind === 'money' ? '$0.00' : '0'}
              {...form.register(field.name satisfies ProfileField)}
            />
          </FormField>
        ))}
      </div>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? CHECKUP_TEXT.saving : CHECKUP_TEXT.save}
      </Button>
    </form>
  );
}
