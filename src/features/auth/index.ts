export { SessionProvider, useSession } from './session-provider';
export { UserProvider, useUser, type UserContextValue } from './user-context';
export { AuthShell } from './components/auth-shell';
export { GuestOnly, RequireAuth, type AuthRedirectState } from './components/route-guards';
export { SignInScreen } from './components/sign-in-screen';
export { SignUpForm } from './components/sign-up-form';
export { PageLoader } from './components/page-loader';
export { ResendConfirmation, ResendConfirmationButton } from './components/resend-confirmation';
export { useLeaveDeletedAccount, useSignOutAction, useSignOutArrival } from './use-sign-out-action';
export { referralCodeQuery, useProfile, useSignUp, useUpdateNames, useUpdatePassword } from './api';
export {
  AlreadyRegisteredError,
  ALREADY_REGISTERED_MESSAGE,
  forgetReferralCode,
  signUpErrorMessage,
} from './logic';
export { MIN_PASSWORD_LENGTH } from './password';
export { newPasswordSchema, profileNamesSchema, signUpSchema } from './schema';
export type { NewPasswordValues, ProfileNamesValues, SignUpValues } from './schema';
export { NewPasswordFields } from './components/new-password-fields';
