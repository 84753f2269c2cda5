import { z } from 'zod';
import { MAX_REFERRAL_CODE_LENGTH } from '@/lib/field-limits';
import { NAME_ONE_LINE_MESSAGE, personName } from '@/lib/text-rules';
import { MIN_PASSWORD_LENGTH } from './password';

/** The form rules of docs/product-spec.md §5, plus the 8-character password the auth server enforces. */

const email = z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address'));

const password = z.string().min(1, 'Password is required');

const newPassword = z
  .string()
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);

export const signInSchema = z.object({ email, password });
export type SignInValues = z.infer<typeof signInSchema>;

/**
 * Names go into email subjects and lines and onto agents' screens: one line, without control,
 * separator or text-direction characters (isOneLine), as the database checks too.
 */
export { NAME_ONE_LINE_MESSAGE };

const name = personName;

export const signUpSchema = z.object({
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  email,
  password: newPassword,
  referralCode: z
    .string()
    .trim()
    .max(MAX_REFERRAL_CODE_LENGTH, `Referral codes are at most ${MAX_REFERRAL_CODE_LENGTH} characters`),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, 'Confirm your new password') })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const profileNamesSchema = signUpSchema.pick({ firstName: true, lastName: true });
export type ProfileNamesValues = z.infer<typeof profileNamesSchema>;
