import type { ArticleBlock, Lesson } from '../lesson-types';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="grid list-disc gap-2 pl-5">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="grid list-decimal gap-2 pl-5">
          {block.items.map((step) => (
            <li key={step.title}>
              <strong className="font-semibold">{step.title}</strong> {step.text}
            </li>
          ))}
        </ol>
      );
  }
}

/** The article text of a lesson: its sections, then the key takeaways. */
export function LessonArticle({ lesson }: { lesson: Lesson }) {
  return (
    <div className="grid gap-8 leading-relaxed">
      {lesson.sections.map((section) => (
        <section key={section.heading} className="grid gap-3">
          <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
          {section.blocks.map((block, index) => (
            // Blocks are fixed content and never reorder, so their position is a stable key.
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
      <section aria-labelledby="takeaways" className="grid gap-3 rounded-lg bg-primary-soft p-4 sm:p-6">
        <h2 id="takeaways" className="text-xl font-semibold tracking-tight">
          Key takeaways
        </h2>
        <ul className="grid list-disc gap-2 pl-5">
          {lesson.takeaways.map((takeaway) => (
            <li key={takeaway}>{takeaway}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
