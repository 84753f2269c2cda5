import type { KnowledgeDoc } from '../assistant/knowledge.ts';

/** A lesson the weekly digest can suggest: its id (lesson_progress.lesson_id), title and path. */
export interface Lesson {
  id: string;
  title: string;
  path: string;
}

const LESSON_PATH = /^\/dashboard\/financial-education\/([a-z0-9-]+)$/;

/** The lessons, in the app's order, from the assistant's knowledge (built from the app's content). */
export function lessonsFrom(docs: readonly KnowledgeDoc[]): Lesson[] {
  const lessons = new Map<string, Lesson>();
  for (const doc of docs) {
    const id = LESSON_PATH.exec(doc.url)?.[1];
    if (id && !lessons.has(id)) lessons.set(id, { id, title: doc.title, path: doc.url });
  }
  return [...lessons.values()];
}

/** The first lesson not yet done; the first lesson again once all are. Null with no lessons. */
export function nextLesson(lessons: readonly Lesson[], done: readonly string[]): Lesson | null {
  return lessons.find((lesson) => !done.includes(lesson.id)) ?? lessons[0] ?? null;
}
