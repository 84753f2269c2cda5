import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset } from './api';
import { AuthShell } from './components/auth-shell';
import { EmailLinkForm } from './components/email-link-form';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { FORGOT_PASSWORD_PAGE } from './content';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  return (
    <AuthShell
      title="Reset your password"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <Link to={paths.signIn} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      }
    >
      <EmailLinkForm
        sender={request}
        submitLabel="Send reset link"
        sentMessage={(email) => (
          <>
            If an account exists for {email}, a link to reset your password is on its way. It works once and
            expires after 24 hours.
          </>
        )}
      />
    </AuthShell>
  );
}
