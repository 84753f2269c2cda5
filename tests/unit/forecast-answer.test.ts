import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../supabase/functions/_shared/assistant/reading/read.ts';
import { forecastAnswer, type WithCash } from '../../supabase/functions/_shared/assistant/forecast-answer.ts';
import type { Forecast } from '../../supabase/functions/_shared/finance/forecast.ts';
import { lessonsFrom, nextLesson } from '../../supabase/functions/_shared/reminders/lessons.ts';

const forecast = (balances: number[], payday: string | null): Forecast => {
  const points = balances.map((balance, i) => ({ date: `2026-12-0${i + 1}`, balance }));
  return {
    points,
    lowest: [...points].sort((a, b) => a.balance - b.balance)[0]!,
    next_payday: payday,
    bills_before_payday: { count: 2, total: 300, items: [] },
  };
};

const snapshot = (cash: WithCash['cash']): WithCash => ({ today: '2026-12-01', goals: [], events: [], cash });

const ask = (question: string, data: WithCash) => forecastAnswer(readQuestion(question, data), data);

describe('forecast answers', () => {
  it('says no when the balance stays above zero until payday, with the lowest point', () => {
    const answer = ask(
      'Will I run short before payday?',
      snapshot({
        balance: 900,
        forecast: forecast([900, 700, 600, 2000], '2026-12-04'),
        whatIf: null,
        changed: null,
      }),
    )!;
    expect(answer).toMatch(/^No, you should not run short before your next payday on Dec 04, 2026/);
    expect(answer).toContain('the lowest it gets is $600.00 on Dec 03, 2026');
    expect(answer).toContain('2 payments, $300.00 in all');
  });

  it('says yes and names the day when it goes below zero before payday', () => {
    const answer = ask(
      'am I going to go negative?',
      snapshot({
        balance: 100,
        forecast: forecast([100, -50, -80, 900], '2026-12-04'),
        whatIf: null,
        changed: null,
      }),
    )!;
    expect(answer).toContain('it goes below zero on Dec 02, 2026 (-$50.00)');
  });

  it('asks for the balance when none is entered, and stays out of other questions', () => {
    const none = snapshot({ balance: null, forecast: null, whatIf: null, changed: null });
    expect(ask('Will I run short before payday?', none)).toMatch(/^I need your balance today/);
    expect(ask('How is my Japan Trip goal going?', none)).toBeNull();
    expect(ask('Will I run short before payday?', snapshot(undefined))).toBeNull();
  });
});

describe('the weekly digest lesson', () => {
  const lessons = lessonsFrom([
    {
      id: 'a',
      title: 'Budgeting Basics',
      url: '/dashboard/financial-education/budgeting',
      kind: 'fact',
      summary: '',
      text: '',
      keywords: [],
    },
    {
      id: 'b',
      title: 'Budgeting Basics',
      url: '/dashboard/financial-education/budgeting',
      kind: 'fact',
      summary: '',
      text: '',
      keywords: [],
    },
    {
      id: 'c',
      title: 'Annuities',
      url: '/dashboard/solutions/annuities',
      kind: 'solution',
      summary: '',
      text: '',
      keywords: [],
    },
    {
      id: 'd',
      title: 'The Rule of 72',
      url: '/dashboard/financial-education/rule-of-72',
      kind: 'fact',
      summary: '',
      text: '',
      keywords: [],
    },
  ]);
  it('is the first lesson not done, and the first again once all are', () => {
    expect(lessons.map((l) => l.id)).toEqual(['budgeting', 'rule-of-72']);
    expect(nextLesson(lessons, ['budgeting'])?.title).toBe('The Rule of 72');
    expect(nextLesson(lessons, ['budgeting', 'rule-of-72'])?.id).toBe('budgeting');
    expect(nextLesson([], [])).toBeNull();
  });
});
