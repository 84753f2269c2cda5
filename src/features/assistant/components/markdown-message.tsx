import Markdown from 'markdown-to-jsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { safeHref } from '../logic';

function SafeLink({ href, children }: { href?: string; children?: ReactNode }) {
  const target = safeHref(href);
  const className = 'font-medium text-primary underline underline-offset-2';
  if (!target) return <span>{children}</span>;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

/**
 * An image in an answer becomes its description: a remote <img> would load whatever a model (or a
 * text it was shown) points at, and tell that server who is reading.
 */
function NoImage({ alt }: { alt?: string }) {
  return alt ? <span className="text-muted-foreground">[image: {alt}]</span> : null;
}

/** An answer's Markdown as React elements: raw HTML stays text, links go through SafeLink, no images load. */
export function MarkdownMessage({ text }: { text: string }) {
  return (
    <Markdown
      options={{
        disableParsingRawHTML: true,
        forceBlock: true,
        overrides: {
          a: { component: SafeLink },
          img: { component: NoImage },
          ul: { props: { className: 'list-disc pl-5 grid gap-1' } },
          ol: { props: { className: 'list-decimal pl-5 grid gap-1' } },
          p: { props: { className: 'leading-relaxed' } },
        },
      }}
      className="grid gap-2 text-sm"
    >
      {text}
    </Markdown>
  );
}
