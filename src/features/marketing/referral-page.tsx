import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CallToAction } from './components/call-to-action';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { features, featuresTitle, hero, invalidInvitation, referralCallToAction } from './content';
import { forgetReferralCode, referralCodeQuery } from '@/features/auth';
import { paths, signUpWithReferral } from '@/lib/paths';
import { AGENT_SEES } from '@/features/legal';
import { referralMark } from '@/lib/referral-code';
import { useHydrated } from '@/lib/use-hydrated';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { REFERRAL_PAGE } from './content';

/** A code no affiliate has: said plainly, with sign-up without one. */
function InvalidInvitation({ code }: { code: string }) {
  // The boot script kept the code for sign-up before it was checked: "without a code" means none.
  useEffect(forgetReferralCode, []);
  return (
    <>
      <Hero title={hero.title} description={hero.description}>
        <div
          role="alert"
          className="flex max-w-xl gap-3 rounded-md border border-destructive/30 bg-surface px-4 py-3 text-left"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div>
            <p className="font-semibold">{invalidInvitation.title}</p>
            <p className="mt-1 text-sm wrap-anywhere text-muted-foreground">
              {invalidInvitation.description(code)}
            </p>
          </div>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.signUp}>{invalidInvitation.action}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.signIn}>Already have an account? Sign In</Link>
          </Button>
        </div>
      </Hero>
      <FeatureGrid title={featuresTitle} features={features} />
    </>
  );
}

/**
 * Prerendered as a shell for every code (docs/decisions/019-prerendered-public-pages.md): the boot
 * script fills in the code and the links that carry it before the page paints, from its address,
 * so a click before the app's scripts keeps the invitation; in the browser the page renders the
 * same from its first render, so hydration finds what the boot script wrote. The code is checked
 * once hydrated (a failed check keeps the invitation: sign-up ignores an unknown code anyway).
 */
export function ReferralPage() {
  const agentCode = useParams().agentCode?.trim();
  const hydrated = useHydrated();
  const check = useQuery({ ...referralCodeQuery(agentCode ?? ''), enabled: hydrated });
  // The agent's funnel counts the visit, by the link's ?src= (a QR code's is "qr"), once hydrated.
  const src = useSearchParams()[0].get('src');
  useEffect(() => {
    if (!hydrated || !agentCode) return;
    void import('@/features/visits').then((visits) =>
      visits.recordVisit(agentCode, visits.referralPageSource(src)),
    );
  }, [hydrated, agentCode, src]);
  if (!agentCode) return <Navigate to={paths.home} replace />;
  if (check.data === false) return <InvalidInvitation code={agentCode} />;

  // The shell is written for any code: nothing of this one goes into it.
  const shell = import.meta.env.SSR;
  const signUpPath = shell ? paths.signUp : signUpWithReferral(agentCode);

  return (
    <>
      <Hero title={hero.title} description={hero.description}>
        <p className="rounded-md border border-primary/20 bg-surface px-4 py-2 text-base">
          You&apos;ve been invited with referral code{' '}
          <strong
            className="inline-block font-mono font-semibold tracking-wide wrap-anywhere text-primary"
            {...referralMark.code}
          >
            {shell ? '\u00a0' : agentCode}
          </strong>
          <span className="mt-1 block text-sm text-muted-foreground">{AGENT_SEES}</span>
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={signUpPath} {...referralMark.link}>
              Get Started for Free
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.signIn}>Already have an account? Sign In</Link>
          </Button>
        </div>
      </Hero>
      <FeatureGrid title={featuresTitle} features={features} />
      <CallToAction content={referralCallToAction} to={signUpPath} linkProps={referralMark.link} />
    </>
  );
}
