import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { features, featuresTitle, hero } from './content';
import { paths } from '@/lib/paths';

export function LandingPage() {
  return (
    <>
      <Hero title={hero.title} description={hero.description}>
        <Button asChild size="lg">
          <Link to={paths.signUp}>Get Started for Free</Link>
        </Button>
      </Hero>
      <FeatureGrid title={featuresTitle} features={features} />
    </>
  );
}
