import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  careerCallToAction,
  careerFeatures,
  careerFeaturesTitle,
  careerHero,
  chatSection,
  formSection,
  stats,
  statsTitle,
} from './career-content';
import { CareerChat } from './career-chat/components/career-chat';
import { CallToAction } from './components/call-to-action';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { StatCards } from './components/stat-cards';
import { careerRef, careerSource, talkTo } from './logic';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { CAREER_LINK_PAGE, CAREER_PAGE } from './career-content';

// The form, its rules and react-hook-form load once its section nears the screen: nothing of them
// is in the page's first scripts (docs/decisions/029-career-interest.md, 015).
const CareerInterestForm = lazy(async () => ({
  default: (await import('@/features/career')).CareerInterestForm,
}));

const CareerLinkPage = lazy(async () => ({
  default: (await import('@/features/career')).CareerLinkPage,
}));

/** /career-opportunity/confirm and /withdraw: the e-mail's links, loaded on their own. */
export function CareerLinkRoute() {
  return (
    <Suspense fallback={<div role="status" aria-label="Loading" className="min-h-96" />}>
      <CareerLinkPage />
    </Suspense>
  );
}

function FormPlaceholder() {
  return (
    // About the form's height, so what is below moves little when it arrives; a plain pulse, not the
    // Skeleton component, which would be one more chunk for the page's first scripts to name.
    <div
      role="status"
      aria-label="Loading the form"
      className="h-[52rem] animate-pulse rounded-lg border border-border bg-surface/60 sm:h-[36rem]"
    />
  );
}

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/** True once `ref`'s element is within a screen of the viewport (or at once without the observer). */
function useNear(ref: React.RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [seen, setNear] = useState(false);
  const near = seen || (enabled && !canObserve());
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, enabled, near]);
  return near;
}

/**
 * The public recruiting page (issue 41). With `?ref={code}` (and `&src=`) it counts a visit for
 * that agent with the source "career" and names them ("Jane D."); unknown or missing codes show
 * the page for the house. Prerendered without any code: what depends on one waits for hydration.
 */
export function CareerPage() {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const code = hydrated ? careerRef(search.get('ref')) : null;
  const source = careerSource(search.get('src'));
  const [agent, setAgent] = useState<{ code: string; name: string } | null>(null);
  const agentName = agent && agent.code === code ? agent.name : null;
  const formRef = useRef<HTMLElement>(null);
  const showForm = useNear(formRef, hydrated);

  useEffect(() => {
    if (!code) return;
    let current = true;
    void import('@/features/visits').then((visits) => visits.recordVisit(code, source));
    import('@/features/career')
      .then((career) => career.careerAgentName(code))
      .then(
        (name) => {
          if (current && name) setAgent({ code, name });
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [code, source]);

  return (
    <>
      <Hero title={careerHero.title} description={careerHero.description}>
        {agentName ? (
          <p className="rounded-md border border-primary/20 bg-surface px-4 py-2 text-base">
            {careerHero.invitedBy} <strong className="font-semibold text-primary">{agentName}</strong>
          </p>
        ) : null}
        <Button asChild size="lg">
          {/* A plain anchor: the browser's own fragment jump, which the router does not do. */}
          <a href="#start">{careerHero.action}</a>
        </Button>
      </Hero>
      <StatCards title={statsTitle} stats={stats} />
      <FeatureGrid title={careerFeaturesTitle} features={careerFeatures} />
      <section id="ask" aria-labelledby="ask-title" className="scroll-mt-4">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h2 id="ask-title" className="text-center text-3xl font-bold tracking-tight text-balance">
            {chatSection.title}
          </h2>
          <p className="mt-3 text-center text-lg text-muted-foreground">{chatSection.description}</p>
          <div className="mt-8">
            <CareerChat talkTo={talkTo(agentName)} />
          </div>
          <p className="mt-3 text-center text-sm text-muted-foreground">{chatSection.note}</p>
        </div>
      </section>
      <section ref={formRef} id="start" aria-labelledby="start-title" className="scroll-mt-4 bg-primary-soft">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h2 id="start-title" className="text-center text-3xl font-bold tracking-tight text-balance">
            {formSection.title}
          </h2>
          <p className="mt-3 text-center text-lg text-muted-foreground">
            {formSection.description(agentName)}
          </p>
          <div className="mt-8">
            {showForm ? (
              <Suspense fallback={<FormPlaceholder />}>
                <CareerInterestForm code={code} source={source} agent={agentName} />
              </Suspense>
            ) : (
              <FormPlaceholder />
            )}
          </div>
        </div>
      </section>
      <CallToAction content={careerCallToAction} to={paths.signUp} />
    </>
  );
}
