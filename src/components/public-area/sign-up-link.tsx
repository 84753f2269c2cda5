import type { ComponentProps } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, signUpWithReferral } from '@/lib/paths';
import { referralMark } from '@/lib/referral-code';

/**
 * A link to sign-up that carries the page's `?ref=` invitation code. Marked for the boot script,
 * which writes the same address before the app's scripts run, so a click before hydration keeps the
 * invitation and hydration finds what the browser render makes (the prerendered page has no code).
 */
export function SignUpLink({ children, ...props }: Omit<ComponentProps<typeof Link>, 'to'>) {
  const ref = useSearchParams()[0].get('ref')?.trim();
  return (
    <Link to={ref ? signUpWithReferral(ref) : paths.signUp} {...props} {...referralMark.link}>
      {children}
    </Link>
  );
}
