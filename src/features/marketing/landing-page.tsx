import { Link } from 'react-router-dom';
import { features } from './content';

export function LandingPage() {
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-primary-soft">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Your financial future, empowered by AI
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Set goals, learn at your own pace and get personal guidance from an AI assistant that helps you
            make confident money decisions.
          </p>
          <Link
            to="/sign-up"
            className="rounded-md bg-primary px-6 py-3 font-semibold text-primary-foreground hover:bg-primary-hover"
          >
            Get Started for Free
          </Link>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
          Everything you need to take control of your money
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-lg border border-border bg-surface p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
