// The content modules, not the feature's index: that also exports its data hooks (browser code).
import { TOPICS } from '@/features/education/content';
import { LESSONS } from '@/features/education/lessons';
import { SOLUTIONS, loadSolutionContent, type SolutionContent } from '@/features/solutions';
import type { KnowledgeDoc } from '../../supabase/functions/_shared/assistant/knowledge.ts';
import { HELP_DOCS } from './help.ts';
import { LESSON_KEYWORDS, SOLUTION_KEYWORDS } from './keywords.ts';

/**
 * The assistant's knowledge, built from the same typed content the pages render, so the two
 * never disagree. `npm run knowledge` writes it to supabase/functions/_shared/assistant/knowledge.json
 * (the edge function's copy); a test fails when that file is out of date.
 */

function solutionText(content: SolutionContent): string {
  const points = [...content.audience, ...content.benefits, ...content.painPoints].map(
    (p) => `${p.title}. ${p.text}`,
  );
  const stats = content.statistics.map((s) => `${s.value} ${s.label}`);
  const extras = content.extras.map((section) => [section.title, section.intro ?? ''].join('. '));
  return [...content.intro.slice(1), ...points, ...stats, ...extras].join(' ');
}

async function solutionDocs(): Promise<KnowledgeDoc[]> {
  return Promise.all(
    SOLUTIONS.map(async ({ slug }) => {
      const content = await loadSolutionContent(slug);
      return {
        id: `solution-${slug}`,
        title: content.title,
        url: `/dashboard/solutions/${slug}`,
        kind: 'solution' as const,
        summary: `${content.tagline} ${content.intro[0] ?? ''}`.trim(),
        text: solutionText(content),
        keywords: [...SOLUTION_KEYWORDS[slug]],
      };
    }),
  );
}

function lessonDocs(): KnowledgeDoc[] {
  return TOPICS.map((topic) => {
    const lesson = LESSONS[topic.id];
    const text = lesson.sections
      .flatMap((section) => [
        section.heading,
        ...section.blocks.flatMap((block) =>
          block.kind === 'paragraph'
            ? [block.text]
            : block.kind === 'list'
              ? block.items
              : block.items.map((step) => `${step.title}. ${step.text}`),
        ),
      ])
      .concat(lesson.takeaways)
      .join(' ');
    return {
      id: `lesson-${topic.id}`,
      title: topic.title,
      url: `/dashboard/financial-education/${topic.id}`,
      kind: 'article' as const,
      summary: lesson.summary,
      text,
      keywords: [...(LESSON_KEYWORDS[topic.id] ?? [])],
    };
  });
}

/** Each quick answer of a lesson: the assistant's first sentence, grounded in that page. */
function factDocs(): KnowledgeDoc[] {
  return TOPICS.flatMap((topic) =>
    LESSONS[topic.id].quickAnswers.map((qa, i) => ({
      id: `fact-${topic.id}-${i + 1}`,
      title: topic.title,
      url: `/dashboard/financial-education/${topic.id}`,
      kind: 'fact' as const,
      summary: qa.answer,
      text: qa.question,
      keywords: [...qa.keywords],
    })),
  );
}

export async function buildKnowledge(): Promise<KnowledgeDoc[]> {
  return [...factDocs(), ...(await solutionDocs()), ...lessonDocs(), ...HELP_DOCS];
}
