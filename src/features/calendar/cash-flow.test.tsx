import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Forecast } from '@shared/finance/forecast.ts';
import { restUrl, server, signIn } from '@/testing/msw';
import { calendarEvent, freezeTodayInEachTest, renderCalendar, serveEvents } from '@/testing/calendar';

// Today is Sunday 2026-11-22 (src/testing/calendar.tsx).
freezeTodayInEachTest();

const rent = calendarEvent({ title: 'Rent', event_date: '2026-11-25', amount: 1200, event_type: 'bill' });

function forecastOf(start: number, changeOnDay3: number): Forecast {
  const points = Array.from({ length: 60 }, (_, i) => ({
    date: `2026-${i < 9 ? '11' : '12'}-${String(i < 9 ? 22 + i : i - 8).padStart(2, '0')}`,
    balance: start - (i >= 3 ? changeOnDay3 : 0) + (i >= 8 ? 2000 : 0),
  }));
  const lowest = [...points].sort((a, b) => a.balance - b.balance)[0]!;
  return {
    points,
    lowest,
    next_payday: '2026-11-30',
    bills_before_payday: {
      count: 1,
      total: changeOnDay3,
      items: [{ date: '2026-11-25', title: 'Rent', amount: changeOnDay3 }],
    },
  };
}

function serveForecast(balance: { amount: number; updated_at: string } | null) {
  const calls: Record<string, unknown>[] = [];
  const upserts: unknown[] = [];
  server.use(
    http.get(restUrl('/cash_balances'), () => HttpResponse.json(balance ? [balance] : [])),
    http.post(restUrl('/cash_balances'), async ({ request }) => {
      const body = await request.json();
      upserts.push(body);
      return HttpResponse.json({ amount: 500, updated_at: '2026-11-22T10:00:00Z' });
    }),
    http.get(restUrl('/goals'), () => HttpResponse.json([])),
    http.post(restUrl('/rpc/cash_flow_forecast'), async ({ request }) => {
      const body = (await request.json()) as { changes: unknown[] };
      calls.push(body);
      return HttpResponse.json(body.changes.length ? forecastOf(500, 0) : forecastOf(500, 1200));
    }),
  );
  return { calls, upserts };
}

describe('Where your money will be', () => {
  it('asks for the balance today, refuses what is not a number, and saves it', async () => {
    signIn();
    serveEvents([rent]);
    const { upserts } = serveForecast(null);
    const user = userEvent.setup();
    renderCalendar();

    const field = await screen.findByRole('textbox', { name: 'Balance today' });
    await user.type(field, 'lots');
    await user.click(screen.getByRole('button', { name: 'Show my forecast' }));
    expect(screen.getByText('Enter the balance as a number, like 1250 or -40.50')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '-40.50');
    await user.click(screen.getByRole('button', { name: 'Show my forecast' }));
    expect(await screen.findByText('Balance saved')).toBeInTheDocument();
    expect(upserts).toEqual([{ amount: -40.5 }]);
  });

  it('names the day it goes below zero, the lowest point, payday and what is due before it', async () => {
    signIn();
    serveEvents([rent]);
    serveForecast({ amount: 500, updated_at: '2026-11-22T09:00:00Z' });
    renderCalendar();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your balance goes below zero on Nov 25, 2026: -$700.00.');
    const region = screen
      .getByRole('heading', { name: 'Where your money will be' })
      .closest('div')!.parentElement!;
    expect(within(region).getByText('Lowest point').nextElementSibling).toHaveTextContent(
      '-$700.00 on Nov 25, 2026',
    );
    expect(within(region).getByText('Next payday').nextElementSibling).toHaveTextContent('Nov 30, 2026');
    expect(within(region).getByText('1 payment due before payday, $1,200.00 in all')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Due before payday' })).getByText('Nov 25 · Rent'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your balance, the next 60 days' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your balance, the next 60 days: table' })).toBeInTheDocument();
  });

  it('compares a what-if side by side without saving anything', async () => {
    signIn();
    serveEvents([rent]);
    const { calls } = serveForecast({ amount: 500, updated_at: '2026-11-22T09:00:00Z' });
    const user = userEvent.setup();
    renderCalendar();

    await screen.findByRole('alert');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change' }), 'remove');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('combobox', { name: 'Bill' })).toHaveAccessibleDescription('Choose a bill');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bill' }), rent.id);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Your lowest point would be $1,200.00 higher.')).toBeInTheDocument();
    expect(screen.getByText('With this change', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$500.00 on Nov 22, 2026',
    );
    expect(calls.at(-1)).toEqual({ start_balance: 500, days: 60, changes: [{ op: 'remove', id: rent.id }] });
  });
});
