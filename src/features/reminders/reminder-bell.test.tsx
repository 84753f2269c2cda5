import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { calendarEvent, freezeTodayInEachTest } from '@/testing/calendar';
import { aGoal } from '@/testing/goals';
import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { ReminderBell } from './components/reminder-bell';

freezeTodayInEachTest(); // Sunday Nov 22, 2026

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderBell() {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <ReminderBell userId="user-1" />
            <Where />
          </>
        ),
      },
    ],
    '/dashboard',
  );
}

describe('the reminder bell', () => {
  it('counts reminders due and overdue items, lists them, and opens the day of the one picked', async () => {
    signIn();
    server.use(
      http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
      http.get(restUrl('/calendar_events'), () =>
        HttpResponse.json([
          calendarEvent({ title: 'Rent', event_date: '2026-11-23', reminder_days_before: 1 }),
          calendarEvent({ title: 'Phone', event_date: '2026-11-20' }),
          calendarEvent({ title: 'Far away', event_date: '2026-12-20' }),
        ]),
      ),
      http.get(restUrl('/goals'), () =>
        HttpResponse.json([aGoal({ title: 'Car', target_date: '2026-11-01' })]),
      ),
    );
    const user = userEvent.setup();
    renderBell();

    const bell = await screen.findByRole('button', { name: 'Reminders, 3 items' });
    expect(bell).toHaveTextContent('3');
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CarGoal date passed Nov 1',
      'PhoneOverdue since Nov 20',
      'RentDue tomorrow · Nov 23',
    ]);
    await user.click(items[2]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/calendar?date=2026-11-23');
  });

  it("says you're all caught up when nothing is due", async () => {
    signIn();
    server.use(
      http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
      http.get(restUrl('/calendar_events'), () => HttpResponse.json([])),
      http.get(restUrl('/goals'), () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Reminders, none' }));
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
  });
});
