import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/styles';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { features, featuresTitle, hero } from './content';
import { paths } from '@/lib/paths';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { HOME_PAGE } from './content';

export function LandingPage() {
  return (
    <>
      <Hero title={hero.title} description={hero.description}>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.signUp} className={buttonVariants({ size: 'lg' })}>
            Get Started for Free
          </Link>
          {/* The lessons and calculators anybody can open (decisions/021). */}
          <Link to={paths.learnIndex} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Free Lessons and Calculators
          </Link>
        </div>
      </Hero>
      <FeatureGrid title={featuresTitle} features={features} />
    </>
  );
}
