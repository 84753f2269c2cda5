import type { LegalDocument } from './content';

/** One layout for the privacy policy and the terms: a heading, the date, then plain sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="text-lg text-muted-foreground">{document.summary}</p>
        <p className="text-sm text-muted-foreground">Last updated {document.updated}</p>
      </header>
      {document.sections.map((section) => (
        <section key={section.heading} className="grid gap-3">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="grid list-disc gap-2 pl-6 leading-relaxed">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
