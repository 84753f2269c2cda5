import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  forgotPasswordSchema,
  newPasswordSchema,
  signInSchema,
  signUpSchema,
  type ForgotPasswordValues,
  type NewPasswordValues,
  type SignInValues,
  type SignUpValues,
} from './schema';

/** The public auth forms' resolvers, loaded on first use (src/lib/lazy-resolver.ts). */
export const signInResolver: Resolver<SignInValues> = zodResolver(signInSchema);
export const signUpResolver: Resolver<SignUpValues> = zodResolver(signUpSchema);
export const forgotPasswordResolver: Resolver<ForgotPasswordValues> = zodResolver(forgotPasswordSchema);
export const newPasswordResolver: Resolver<NewPasswordValues> = zodResolver(newPasswordSchema);
