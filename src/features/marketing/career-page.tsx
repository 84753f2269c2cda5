import { Button } from '@/components/ui/button';
import {
  careerCallToAction,
  careerFeatures,
  careerFeaturesTitle,
  careerHero,
  chatSection,
  stats,
  statsTitle,
} from './career-content';
import { CareerChat } from './career-chat/components/career-chat';
import { CallToAction } from './components/call-to-action';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { StatCards } from './components/stat-cards';
import { paths } from '@/lib/paths';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { CAREER_PAGE } from './career-content';

export function CareerPage() {
  return (
    <>
      <Hero title={careerHero.title} description={careerHero.description}>
        <Button asChild size="lg">
          {/* A plain anchor: the browser's own fragment jump, which the router does not do. */}
          <a href="#start">{careerHero.action}</a>
        </Button>
      </Hero>
      <StatCards title={statsTitle} stats={stats} />
      <FeatureGrid title={careerFeaturesTitle} features={careerFeatures} />
      <section id="start" aria-labelledby="start-title" className="scroll-mt-4 bg-primary-soft">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h2 id="start-title" className="text-center text-3xl font-bold tracking-tight text-balance">
            {chatSection.title}
          </h2>
          <p className="mt-3 text-center text-lg text-muted-foreground">{chatSection.description}</p>
          <div className="mt-8">
            <CareerChat />
          </div>
          <p className="mt-3 text-center text-sm text-muted-foreground">{chatSection.note}</p>
        </div>
      </section>
      <CallToAction content={careerCallToAction} to={paths.signUp} />
    </>
  );
}
