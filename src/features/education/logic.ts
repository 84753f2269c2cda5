import { paths } from '@/lib/paths';
import { TOPICS, type LessonId } from './content';
import type { CheckQuestion, Lesson, TryIt } from './lesson-types';

const WORDS_PER_MINUTE = 200;

export function lessonPath(id: LessonId): string {
  return paths.dashboard.lesson(id);
}

/** True for the ten topics, each a lesson page; an unknown id has none. */
export function isLessonId(value: string | undefined): value is LessonId {
  return TOPICS.some((topic) => topic.id === value);
}

/** A lesson's title, for its tab; null for an id with no lesson page. */
export function lessonTitle(id: string | undefined): string | null {
  return isLessonId(id) ? TOPICS.find((topic) => topic.id === id)!.title : null;
}

/** A lesson's one-line description (its meta description on the public page); null for no lesson. */
export function lessonDescription(id: string | undefined): string | null {
  return isLessonId(id) ? TOPICS.find((topic) => topic.id === id)!.description : null;
}

/** The privacy-enhanced player, set to start at once: it is only loaded when the reader presses play. */
export function embedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`;
}

/** Minutes to read the article at an average pace, rounded up. */
export function readingMinutes(lesson: Lesson): number {
  const text = [
    lesson.summary,
    ...lesson.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => {
        switch (block.kind) {
          case 'paragraph':
            return [block.text];
          case 'list':
            return block.items;
          case 'steps':
            return block.items.flatMap((step) => [step.title, step.text]);
        }
      }),
    ]),
    ...lesson.takeaways,
  ].join(' ');
  return Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));
}

/** A lesson is done when each of its check questions has its right answer chosen. */
export function allChecksRight(
  checks: readonly Pick<CheckQuestion, 'answer'>[],
  chosen: readonly (number | null)[],
): boolean {
  return checks.length > 0 && checks.every((check, i) => chosen[i] === check.answer);
}

/** The first lesson, in the page's order, not yet done; null when all are. */
export function nextLesson(done: ReadonlySet<string>): LessonId | null {
  return TOPICS.find((topic) => !done.has(topic.id))?.id ?? null;
}

/** The dashboard calculator of a lesson's "Try it", its inputs in the address. */
export function tryItPath(tryIt: TryIt): string {
  const query = new URLSearchParams(tryIt.inputs.map(([name, value]) => [name, value]));
  return `${paths.dashboard.calculators[tryIt.calculator]}?${query.toString()}`;
}
