import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { aGoal } from '@/testing/goals';
import type { Contribution } from '../history';
import type { Goal } from '../logic';
import { GoalCard } from './goal-card';
import { GoalHistory } from './goal-history';

/**
 * The card and the goal's history say the same about pace, by the one rule (docs/decisions/026):
 * issue 37's Emergency Fund, $2,500 of $10,000 by Sep 2027, its one deposit when it was made on
 * Sep 1 2026, seen on Dec 7 2026 (the check-up's and the digest's verdict for it is in
 * tests/db/goal-pace.test.ts).
 */

const now = new Date(2026, 11, 7, 12);
const emergencyFund = (saved: number) =>
  aGoal({
    title: 'Emergency Fund',
    category: 'security',
    created_at: new Date(2026, 8, 1, 9).toISOString(),
    target_date: '2027-09-30',
    target_amount: 10_000,
    current_amount: saved,
  });

function serveHistory(goal: Goal) {
  const deposit: Contribution = {
    id: 'c-1',
    goal_id: goal.id,
    user_id: goal.user_id,
    amount: goal.current_amount,
    kind: 'deposit',
    undone_at: null,
    created_at: goal.created_at,
  };
  server.use(
    http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    http.get(restUrl('/goal_contributions'), () => HttpResponse.json([deposit])),
  );
}

async function verdicts(goal: Goal) {
  signIn();
  serveHistory(goal);
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <section aria-label="card">
              <GoalCard goal={goal} now={now} />
            </section>
            <section aria-label="history">
              <GoalHistory goal={goal} now={now} />
            </section>
          </>
        ),
      },
    ],
    '/',
  );
  const card = screen.getByRole('region', { name: 'card' });
  const history = screen.getByRole('region', { name: 'history' });
  await within(history).findByText(/no projection yet/);
  const badge = (region: HTMLElement) => within(region).getByText(/^(On track|Behind schedule)$/).textContent;
  return { card: badge(card), history: badge(history), cardText: card.textContent };
}

describe('pace on the Goals card and in the goal’s history', () => {
  it('says On track in both for the goal ahead of its plan with nothing put in lately', async () => {
    const seen = await verdicts(emergencyFund(2500));
    expect(seen.cardText).toContain('Save $833.34/month to reach this by Sep 2027');
    expect(seen).toMatchObject({ card: 'On track', history: 'On track' });
  });

  it('says Behind schedule in both a cent under the plan', async () => {
    const seen = await verdicts(emergencyFund(2499.99));
    expect(seen).toMatchObject({ card: 'Behind schedule', history: 'Behind schedule' });
  });
});
