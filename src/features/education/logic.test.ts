import { describe, expect, it } from 'vitest';
import type { Lesson } from './lesson-types';
import { embedUrl, isLessonId, lessonPath, readingMinutes } from './logic';

describe('isLessonId', () => {
  it('is true for the ten lessons only', () => {
    expect(isLessonId('budgeting')).toBe(true);
    expect(isLessonId('rule-of-72')).toBe(true);
    expect(isLessonId('independent-retirement-planning')).toBe(true);
    expect(isLessonId('Rule-of-72')).toBe(false);
    expect(isLessonId('nope')).toBe(false);
    expect(isLessonId(undefined)).toBe(false);
  });
});

describe('lessonPath', () => {
  it('is /dashboard/financial-education/{id}', () => {
    expect(lessonPath('saving-habits')).toBe('/dashboard/financial-education/saving-habits');
  });
});

describe('embedUrl', () => {
  it('uses the privacy-enhanced player and starts playing, as the reader just pressed play', () => {
    const url = new URL(embedUrl('abc123'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/abc123');
    expect(url.searchParams.get('autoplay')).toBe('1');
  });
});

describe('readingMinutes', () => {
  // Parts that are not read as the article: never counted.
  const check = {
    question: 'not counted',
    options: ['not', 'counted', 'here'],
    answer: 0,
    explanation: 'not counted',
  };
  const extras = {
    quickAnswers: [{ question: 'not counted', answer: 'not counted', keywords: ['not counted'] }],
    related: [],
    tryIt: { label: 'not counted', description: 'not counted', calculator: 'compound-growth', inputs: [] },
    checks: [check, check, check],
  } satisfies Partial<Lesson>;
  const lesson = (words: number): Lesson => ({
    summary: 'word '.repeat(words),
    sections: [],
    takeaways: [],
    ...extras,
  });

  it('counts words at 200 a minute, rounded up, and never less than a minute', () => {
    expect(readingMinutes(lesson(0))).toBe(1);
    expect(readingMinutes(lesson(200))).toBe(1);
    expect(readingMinutes(lesson(201))).toBe(2);
  });

  it('counts every part of the article', () => {
    const full: Lesson = {
      summary: '',
      sections: [
        {
          heading: 'three',
          blocks: [
            { kind: 'paragraph', text: 'four five' },
            { kind: 'list', items: ['six', 'seven'] },
            { kind: 'steps', items: [{ title: 'eight', text: 'nine ten' }] },
          ],
        },
      ],
      takeaways: ['eleven'],
      ...extras,
    };
    // Nine words outside the summary: 191 + 9 = 200 fits a minute, 192 + 9 = 201 does not.
    expect(readingMinutes({ ...full, summary: 'word '.repeat(191) })).toBe(1);
    expect(readingMinutes({ ...full, summary: 'word '.repeat(192) })).toBe(2);
  });
});
