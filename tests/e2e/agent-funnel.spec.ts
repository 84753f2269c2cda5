import { expect, test } from '@playwright/test';
import { VISITS_PER_AGENT_DAY } from '../../supabase/functions/_shared/agents/funnel.ts';
import {
  agentCodeOf,
  createUser,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  insertConsultation,
  latestMail,
  PASSWORD,
  screenshot,
  secondPage,
  selectRows,
  signIn,
  sql,
  toast,
  uniqueEmail,
  updateRows,
} from './support';

// Agents see what works (docs/decisions/022-agent-funnel.md): visits by source, the whole funnel,
// content to share, the monthly summary switch; staff handle the house's requests.

test('a shared lesson and the QR code count as visits, the sign-up keeps its source, the agent sees the funnel and shares', async ({
  browser,
  page,
}, info) => {
  // A visitor's whole way to a confirmed sign-up, then the agent's dashboard and settings.
  test.setTimeout(120_000);
  const agent = await createUser({ label: 'funnel-agent', userType: 'affiliate', firstName: 'Marie' });
  const code = await agentCodeOf(agent.id);

  const visitor = await secondPage(browser, info);
  const counted = () => visitor.waitForResponse((r) => r.url().includes('/rpc/record_referral_visit'));
  const lessonVisit = counted();
  await visitor.goto(`/learn/budgeting?ref=${code}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await (await lessonVisit).json()).toBe(true);
  const qrVisit = counted();
  await visitor.goto(`/affiliate/${code}?src=qr`);
  await expect(visitor.getByText("You've been invited with referral code")).toContainText(code);
  expect(await (await qrVisit).json()).toBe(true);
  await visitor.getByRole('link', { name: 'Get Started for Free' }).click();
  await expect(visitor).toHaveURL(`/sign-up?ref=${code}`);
  const email = uniqueEmail('funnel-visitor');
  await visitor.getByLabel('First name').fill('Grace');
  await visitor.getByLabel('Last name').fill('Hopper');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Password').fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitor).toHaveURL('/sign-in');
  await visitor.goto((await latestMail(email, 'Confirm your email address')).link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Email Confirmed!' })).toBeVisible();
  await visitor.context().close();
  const [referral] = await selectRows<{ source: string }>('referrals', `select=source&agent_code=eq.${code}`);
  expect(referral?.source).toBe('qr');

  await page.goto('/affiliate/sign-in');
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Password').fill(agent.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/affiliate/dashboard');
  const steps = page.getByRole('list', { name: 'Funnel, this month' }).getByRole('listitem');
  await expect(steps).toHaveText([
    'Visits2',
    'Sign-ups1 · 50% of visits',
    'Confirmed1 · 100% of sign-ups',
    'Active0 · 0% of confirmed',
    'Requested0 · — of active',
    'Scheduled0 · — of requested',
    'Completed0 · — of scheduled',
  ]);
  await expect(page.getByRole('table', { name: 'By source' }).getByRole('row')).toHaveText([
    'SourceVisitsSign-upsRate',
    'QR code11100%',
    'Lesson: budgeting100%',
  ]);
  await expect(page.getByText(/Visits are counted up to/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Last month' }).click();
  await expect(page.getByRole('list', { name: 'Funnel, last month' })).toContainText('Visits0');
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page.getByRole('list', { name: 'Funnel, this month' })).toContainText('Visits2');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'agent-funnel-dashboard');

  const share = page.getByRole('region', { name: 'Share' });
  await share.getByRole('combobox', { name: 'What to share' }).click();
  await page.getByRole('option', { name: 'Debt Payoff Calculator' }).click();
  const link = `${new URL(page.url()).origin}/calculators/debt-payoff?ref=${code}`;
  await expect(share.getByRole('group', { name: 'Link', exact: true })).toHaveText(link);
  await expect(share.getByRole('group', { name: 'Message', exact: true })).toContainText(link);
  await expect(
    share.getByRole('img', { name: 'QR code of the link to Debt Payoff Calculator' }),
  ).toBeVisible();
  // As a browser grants a page the user is on; the headless shell asks for it to be said.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
  await share.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'agent-funnel-share');

  await page.goto('/dashboard/settings');
  const summary = page.getByRole('switch', { name: 'Monthly summary' });
  await expect(summary).toBeChecked();
  await summary.click();
  await expect(toast(page, 'Notification settings saved')).toBeVisible();
  await expect(summary).not.toBeChecked();
  const [preferences] = await selectRows<{ monthly_summary: boolean }>(
    'notification_preferences',
    `select=monthly_summary&user_id=eq.${agent.id}`,
  );
  expect(preferences?.monthly_summary).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'agent-funnel-settings');
});

test('a flooded link: the funnel counts the day up to the bound and says so; a made-up source is other', async ({
  browser,
  page,
}, info) => {
  const agent = await createUser({ label: 'flooded-agent', userType: 'affiliate', firstName: 'Marie' });
  const code = await agentCodeOf(agent.id);

  // A visitor comes by a link whose source nobody made: it is counted, as other.
  const visitor = await secondPage(browser, info);
  const visit = visitor.waitForResponse((r) => r.url().includes('/rpc/record_referral_visit'));
  await visitor.goto(`/affiliate/${code}?src=visit-evil-example-com-now`);
  await expect(visitor.getByText("You've been invited with referral code")).toContainText(code);
  expect(await (await visit).json()).toBe(true);
  await visitor.context().close();
  // Then the day's bound of visits by the plain link, as a flood of fresh visitor ids would leave
  // it: written directly, as the visits are private (docs/decisions/022, "Flooding an agent's link").
  await sql(
    `insert into private.referral_visits (agent_code, visited_on, source, visitor_hash)
     select $1, (now() at time zone 'UTC')::date, 'link', sha256(convert_to($2 || i, 'UTF8'))
     from generate_series(1, $3::int) i`,
    [code, crypto.randomUUID(), VISITS_PER_AGENT_DAY],
  );

  await page.goto('/affiliate/sign-in');
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Password').fill(agent.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/affiliate/dashboard');
  const funnel = page.getByRole('list', { name: 'Funnel, this month' });
  // 5,001 rows today, counted up to the bound.
  await expect(funnel.getByRole('listitem').first()).toHaveText('Visits5,000');
  const note = page.getByText(
    'Visits are counted up to 5,000 a day per link. Some days in this period reached that, so the visits shown are capped.',
  );
  await expect(note).toBeVisible();
  await expect(page.getByRole('table', { name: 'By source' }).getByRole('row')).toHaveText([
    'SourceVisitsSign-upsRate',
    'Your link5,00000%',
    'Other100%',
  ]);
  await expect(page.getByText('visit-evil-example-com-now')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'agent-funnel-capped');

  // Last month had no flood: no note.
  await page.getByRole('button', { name: 'Last month' }).click();
  await expect(page.getByRole('list', { name: 'Funnel, last month' })).toContainText('Visits0');
  await expect(note).toHaveCount(0);
});

test('staff see the house requests and schedule one; members have no monthly summary switch', async ({
  page,
}, info) => {
  // The house's list is everyone's: a name of this run's own, so the desktop and the phone runs
  // of this test, side by side under two workers, each find their own request.
  const lastName = `Byron ${info.project.name}`;
  const asker = await createUser({ label: 'house-asker', firstName: 'Ada', lastName });
  await insertConsultation(asker.id, {
    agent_code: null,
    preferred_times: [new Date(Date.now() + 30 * 3_600_000).toISOString()],
    note: 'Nobody invited me.',
  });
  const staff = await createUser({ label: 'house-staff', firstName: 'Sam' });
  await updateRows('profiles', `id=eq.${staff.id}`, { user_type: 'staff' });

  await signIn(page, staff);
  // On a phone the navigation is behind the menu button.
  if (info.project.name === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'House Requests' }).click();
  await expect(page).toHaveURL('/affiliate/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'House Requests' })).toBeVisible();
  const request = page
    .getByRole('list', { name: 'Consultation requests' })
    .getByRole('listitem')
    .filter({ hasText: `Ada ${lastName}` })
    .first();
  await expect(request).toContainText('Life Insurance');
  await expect(request).toContainText('Nobody invited me.');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'house-requests');
  await request.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule with Ada ${lastName}` });
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page, 'Consultation scheduled')).toBeVisible();
  await expect(request.getByText('Scheduled', { exact: true })).toBeVisible();

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Staff', { exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Monthly summary' })).toHaveCount(0);
});
