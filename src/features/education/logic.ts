import { paths } from '@/lib/paths';
import { TOPICS, type LessonId } from './content';
import type { Lesson } from './lessons';

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
