import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/** Under the sign-up forms: what signing up agrees to, each opening in a new tab (the form keeps its input). */
export function LegalLinks() {
  return (
    <p className="text-center text-sm text-muted-foreground">
      By creating an account you agree to the{' '}
      <Link to={paths.terms} target="_blank" rel="noopener" className={linkClass}>
        Terms of Use<span className="sr-only"> (opens in a new tab)</span>
      </Link>{' '}
      and accept the{' '}
      <Link to={paths.privacy} target="_blank" rel="noopener" className={linkClass}>
        Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
      </Link>
      .
    </p>
  );
}
