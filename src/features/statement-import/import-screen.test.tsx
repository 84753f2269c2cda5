import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, occurrencesBetween } from '@shared/calendar/recurrence.ts';
import { calendarEvent, USER_ID } from '@/testing/calendar';
import { inThreadWorker, statementFile } from '@/testing/import-worker';
import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import type { CalendarEvent } from '@/features/calendar';
import { ImportScreen } from './components/import-screen';
import { savedMappings } from './saved-mappings';
import { createImportClient } from './worker-client';

interface Row {
  date: string;
  cents: number;
  description: string;
}

const RENT = 'OAKWOOD APARTMENTS RENT';
const NETFLIX = 'NETFLIX.COM 866-579-7172 CA';
const PAY = 'ACME CORP DES:PAYROLL ID:XXXXX12345 PPD';

/** 2024 of an account: rent on the 1st, Netflix on the 15th, pay every two weeks, coffee on irregular days. */
function year(): Row[] {
  const repeat = (first: string, pattern: 'monthly' | 'bi-weekly') =>
    occurrencesBetween(
      { event_date: first, recurrence_pattern: pattern, recurrence_day: null },
      '2024-01-01',
      '2024-12-31',
    );
  const rows: Row[] = [
    ...repeat('2024-01-01', 'monthly').map((date) => ({ date, cents: -120_000, description: RENT })),
    ...repeat('2024-01-15', 'monthly').map((date) => ({ date, cents: -1549, description: NETFLIX })),
    ...repeat('2024-01-05', 'bi-weekly').map((date) => ({ date, cents: 210_000, description: PAY })),
  ];
  for (let date = '2024-01-02', i = 0; date <= '2024-12-31'; date = addDays(date, 2 + (i % 5)), i += 1)
    rows.push({ date, cents: -(400 + ((i * 37) % 300)), description: `STARBUCKS #${1000 + i} SEATTLE WA` });
  return rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const money = (cents: number) => (cents / 100).toFixed(2);
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

function csvLines(rows: readonly Row[], header = true): string[] {
  let balance = 500_000;
  const lines = rows.map(
    (row) => `${us(row.date)},"${row.description}",${money(row.cents)},${money((balance += row.cents))}`,
  );
  return header ? ['Date,Description,Amount,Balance', ...lines] : lines;
}

/** Rent already on the calendar: the import must show it as planned and never add it again. */
const plannedRent = calendarEvent({
  title: 'Oakwood rent',
  event_date: '2025-01-01',
  amount: 1200,
  event_type: 'bill',
  category: 'housing',
  is_recurring: true,
  recurrence_pattern: 'monthly',
});

/** Every request the screen makes, with its body: what may leave the device. */
function watchRequests() {
  const sent: Promise<string>[] = [];
  const listener = ({ request }: { request: Request }) => {
    sent.push(
      request
        .clone()
        .text()
        .then((body) => `${request.method} ${request.url}\n${body}`),
    );
  };
  server.events.on('request:start', listener);
  return {
    all: () => Promise.all(sent),
    stop: () => {
      server.events.removeListener('request:start', listener);
    },
  };
}

/** The user's calendar (what the inserts add to it), profile and balance, as PostgREST answers. */
function serveAccount(events: CalendarEvent[] = []) {
  const inserted: { events: unknown[]; profile: unknown[]; balance: unknown[] } = {
    events: [],
    profile: [],
    balance: [],
  };
  server.use(
    http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    http.get(restUrl('/calendar_events'), () => HttpResponse.json(events)),
    http.get(restUrl('/financial_profiles'), () => HttpResponse.json([])),
    http.get(restUrl('/cash_balances'), () => HttpResponse.json([])),
    http.post(restUrl('/calendar_events'), async ({ request }) => {
      await delay(50);
      const rows = (await request.json()) as Partial<CalendarEvent>[];
      inserted.events.push(...rows);
      events.push(...rows.map((row) => calendarEvent({ ...row, user_id: USER_ID })));
      return new HttpResponse(null, { status: 201 });
    }),
    http.post(restUrl('/financial_profiles'), async ({ request }) => {
      inserted.profile.push(await request.json());
      return new HttpResponse(null, { status: 201 });
    }),
    http.post(restUrl('/cash_balances'), async ({ request }) => {
      inserted.balance.push(await request.json());
      return HttpResponse.json({ amount: 1, updated_at: '2025-01-02T00:00:00Z' }, { status: 201 });
    }),
  );
  return inserted;
}

function renderImport() {
  signIn();
  const client = createImportClient(inThreadWorker);
  const view = renderRoutes(
    [{ path: '/dashboard/import-statement', element: <ImportScreen client={client} userId={USER_ID} /> }],
    '/dashboard/import-statement',
  );
  return { ...view, user: userEvent.setup() };
}

const upload = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  await user.upload(screen.getByLabelText('Choose a file'), statementFile(text));
};

// The reader's today: the next dates of a 2024 statement fall in January 2025.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 0, 2, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ImportScreen', { timeout: 30_000 }, () => {
  it('reviews what repeats, adds only what was ticked and not already planned, and sends nothing of the file', async () => {
    const inserted = serveAccount([plannedRent]);
    const requests = watchRequests();
    const { user } = renderImport();
    const lines = csvLines(year());

    await upload(user, lines.join('\n'));

    const heading = await screen.findByRole('heading', { name: 'Found for you' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    const list = await screen.findByRole('list', { name: 'Repeating payments and income' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Add Acme Corp Payroll',
      'Oakwood Apartments Rent',
      'Add Netflix.com',
    ]);
    expect(within(items[0]!).getByText('Every two weeks · next Jan 03, 2025')).toBeInTheDocument();
    // The rent is on the calendar already: no box to tick, it cannot be added twice.
    expect(within(items[1]!).getByText('Already planned')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('checkbox')).not.toBeInTheDocument();
    // The dated amounts that support a finding, on the device only.
    await user.click(within(items[2]!).getByText('12 payments show it'));
    expect(within(items[2]!).getByText(/Dec 15, 2024 · NETFLIX\.COM/)).toBeVisible();

    const add = screen.getByRole('button', { name: 'Add to my plan' });
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Add Acme Corp Payroll' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add Netflix.com' }));

    await user.click(screen.getByRole('button', { name: 'Edit Netflix.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit before adding' }));
    await user.clear(dialog.getByLabelText(/^Title/));
    await user.type(dialog.getByLabelText(/^Title/), 'Netflix');
    await user.clear(dialog.getByLabelText(/^Amount/));
    await user.type(dialog.getByLabelText(/^Amount/), '17.99');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('checkbox', { name: 'Add Netflix' })).toBeChecked();
    expect(screen.getByText('-$17.99')).toBeInTheDocument();

    // The figures are shown before anything is saved; the planned rent counts as kept.
    const income = screen.getByRole('checkbox', { name: /Monthly take-home income/ });
    expect(income).toHaveAccessibleName('Monthly take-home income $4,550.00');
    expect(screen.getByRole('checkbox', { name: /Monthly essential costs/ })).toHaveAccessibleName(
      'Monthly essential costs $1,200.00',
    );
    await user.click(income);
    expect(
      screen.getByText(
        '2 repeating events to your calendar and your monthly take-home income to your check-up.',
      ),
    ).toBeInTheDocument();
    await user.click(add);
    // While it saves, nothing can be changed or sent twice.
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Add Netflix' })).toBeDisabled();

    expect(await screen.findByText('Added to your plan', { selector: '[data-title]' })).toBeInTheDocument();
    expect(inserted.events).toEqual([
      {
        user_id: USER_ID,
        title: 'Acme Corp Payroll',
        description: null,
        event_date: '2025-01-03',
        event_time: null,
        amount: 2100,
        event_type: 'income',
        category: 'income',
        is_recurring: true,
        recurrence_pattern: 'bi-weekly',
        recurrence_day: null,
        reminder_enabled: false,
        reminder_days_before: 1,
      },
      {
        user_id: USER_ID,
        title: 'Netflix',
        description: null,
        event_date: '2025-01-15',
        event_time: null,
        amount: 17.99,
        event_type: 'bill',
        category: 'other',
        is_recurring: true,
        recurrence_pattern: 'monthly',
        recurrence_day: 15,
        reminder_enabled: true,
        reminder_days_before: 1,
      },
    ]);
    expect(inserted.profile).toEqual([{ user_id: USER_ID, monthly_income: 4550 }]);
    expect(inserted.balance).toEqual([]);

    // What was added now plans its findings: nothing can be added twice.
    await waitFor(() => {
      expect(screen.getAllByText('Already planned')).toHaveLength(3);
    });
    expect(screen.queryByRole('checkbox', { name: /^Add / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to my plan' })).toBeDisabled();

    // No request carried a line or a description of the file (URLs and bodies alike).
    requests.stop();
    const sent = (await requests.all()).join('\n');
    expect(sent).toContain('Acme Corp Payroll');
    for (const text of [RENT, NETFLIX, PAY, 'STARBUCKS', 'XXXXX12345', '2024-', ...lines.slice(1, 40)])
      expect(sent).not.toContain(text);
  });

  it('reads a dropped file, saying so while the worker reads', async () => {
    serveAccount();
    signIn();
    // A worker that answers when the test lets it.
    let answer: () => void = () => undefined;
    const client = createImportClient(() => {
      const worker = inThreadWorker();
      const post = worker.postMessage;
      worker.postMessage = (request, transfer) => {
        answer = () => {
          post(request, transfer);
        };
      };
      return worker;
    });
    renderRoutes(
      [{ path: '/dashboard/import-statement', element: <ImportScreen client={client} userId={USER_ID} /> }],
      '/dashboard/import-statement',
    );
    const input = screen.getByLabelText('Choose a file');

    fireEvent.drop(input.parentElement!, {
      dataTransfer: { files: [statementFile(csvLines(year()).join('\n'))] },
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Reading your statement…');
    expect(input).toBeDisabled();
    answer();
    const heading = await screen.findByRole('heading', { name: 'Found for you' });
    // The step focuses its heading in an effect after it renders.
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(screen.queryByText('Reading your statement…')).not.toBeInTheDocument();
  });

  it('names the line where reading failed and saves nothing', async () => {
    serveAccount();
    const requests = watchRequests();
    const { user } = renderImport();
    const lines = csvLines(year());
    lines[41] = '02/19/2024,"STARBUCKS #1 SEATTLE WA",twelve,100.00';

    await upload(user, lines.join('\n'));

    const heading = await screen.findByRole('heading', { name: 'This file could not be read' });

    // The step focuses its heading in an effect after it renders.

    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Line 42: “twelve” is not an amount we can read.');
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByLabelText('Choose a file')).toBeEnabled();
    requests.stop();
    expect((await requests.all()).filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('asks for the columns once, remembers them for the same header and reads the balance chosen', async () => {
    serveAccount();
    const { user } = renderImport();
    // No header, and two columns of numbers: which is the amount cannot be told.
    const text = csvLines(year(), false).join('\n');

    await upload(user, text);
    const heading = await screen.findByRole('heading', { name: 'Which column holds what?' });
    // The step focuses its heading in an effect after it renders.
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(screen.getByRole('region', { name: 'The first rows of your statement' })).toHaveTextContent(
      'OAKWOOD APARTMENTS RENT',
    );
    screen.getByRole('combobox', { name: 'Balance (optional)' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Column 4' }));
    await user.click(screen.getByRole('button', { name: 'Read the statement' }));

    expect(await screen.findByRole('heading', { name: 'Found for you' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Balance today/ })).toBeInTheDocument();
    expect(Object.values(savedMappings())).toEqual([
      { date: 0, description: 1, amount: { signed: 2 }, balance: 3 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    await upload(user, text);
    expect(await screen.findByRole('heading', { name: 'Found for you' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Which column holds what?' })).not.toBeInTheDocument();
  });

  it('refuses a mapping that uses one column twice', async () => {
    serveAccount();
    const { user } = renderImport();
    await upload(user, csvLines(year(), false).join('\n'));
    await screen.findByRole('heading', { name: 'Which column holds what?' });

    screen.getByRole('combobox', { name: 'Amount' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Column 1' }));
    await user.click(screen.getByRole('button', { name: 'Read the statement' }));

    expect(await screen.findByText('Choose a column no other field uses')).toBeInTheDocument();
    expect(savedMappings()).toEqual({});
  });

  it('asks once whether dates are month or day first, the reading that keeps them in order first', async () => {
    serveAccount();
    const { user } = renderImport();
    // Every day is the 1st to the 12th, so each date reads both ways; day first keeps them in order.
    const rows: string[] = ['Date,Description,Amount'];
    for (let month = 1; month <= 6; month += 1) {
      const mm = String(month).padStart(2, '0');
      rows.push(`01/${mm}/2024,RENT OAKWOOD,-1200.00`, `05/${mm}/2024,ACME PAYROLL,2500.00`);
      rows.push(`10/${mm}/2024,NETFLIX.COM,-15.49`);
    }

    await upload(user, rows.join('\n'));

    const heading = await screen.findByRole('heading', { name: 'How are the dates written?' });

    // The step focuses its heading in an effect after it renders.

    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    const [first, second] = screen.getAllByRole('radio');
    expect(first).toHaveAccessibleName('Day first (DD/MM) 05/01/2024 is Jan 05, 2024');
    expect(first).toBeChecked();
    expect(second).toHaveAccessibleName('Month first (MM/DD) 05/01/2024 is May 01, 2024');
    await user.click(screen.getByRole('button', { name: 'Read the statement' }));

    expect(await screen.findByRole('heading', { name: 'Found for you' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Add Acme Payroll' })).toBeInTheDocument();
  });
});
