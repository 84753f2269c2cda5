import type { SolutionContent } from '../content/types';
import { SolutionActions } from './solution-actions';

type SolutionHeaderProps = Pick<
  SolutionContent,
  'slug' | 'title' | 'tagline' | 'intro' | 'hero' | 'chatPrompt'
>;

/** Title, intro and hero image, with the page's two actions right where the reader starts. */
export function SolutionHeader({ slug, title, tagline, intro, hero, chatPrompt }: SolutionHeaderProps) {
  return (
    <header className="grid items-center gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="grid gap-4">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Solutions</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="text-lg font-medium">{tagline}</p>
        {intro.map((paragraph) => (
          <p key={paragraph} className="max-w-prose text-muted-foreground">
            {paragraph}
          </p>
        ))}
        <SolutionActions prompt={chatPrompt} slug={slug} />
      </div>
      <img
        src={hero.src}
        alt={hero.alt}
        width={320}
        height={220}
        className="order-first mx-auto w-full max-w-sm rounded-xl bg-primary-soft lg:order-none lg:max-w-none"
      />
    </header>
  );
}
