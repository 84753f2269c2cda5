import { expect, test } from '@playwright/test';
import { ANON_KEY } from '../../supabase/local/keys.ts';
import {
  agentCodeOf,
  API_URL,
  createUser,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  INBOX_URL,
  screenshot,
  selectRows,
  uniqueEmail,
} from './support';

/**
 * Issue 41 (docs/decisions/029-career-interest.md): an agent's career page link → the form → the
 * e-mailed confirmation link → the agent's e-mail and dashboard; withdraw; joined on affiliate
 * sign-up with the same address. At 1280x800 and 393x851, with axe.
 */

/** The newest mail to `address` whose subject starts with `subject`, its text. */
async function mailText(address: string, subject: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${INBOX_URL}/api/v1/messages?limit=10000`);
        const { messages } = (await response.json()) as {
          messages: { ID: string; Subject: string; To: { Address: string }[] }[];
        };
        id = messages.find(
          (m) => m.Subject.startsWith(subject) && m.To.some((t) => t.Address.toLowerCase() === address),
        )?.ID;
        return id;
      },
      { message: `a mail to ${address}: ${subject}`, timeout: 15_000 },
    )
    .toBeDefined();
  const response = await fetch(`${INBOX_URL}/api/v1/message/${id!}`);
  return ((await response.json()) as { Text: string }).Text;
}

const linkIn = (text: string, label: string) => {
  const match = new RegExp(`${label}: (\\S+)`).exec(text);
  expect(match, `${label} in: ${text}`).not.toBeNull();
  return new URL(match![1]!).pathname + new URL(match![1]!).search;
};

test('a prospect reaches the agent who invited them, who sees them join', async ({ page }, info) => {
  test.setTimeout(90_000);
  const agent = await createUser({
    label: 'career-agent',
    firstName: 'Jane',
    lastName: 'Doe',
    userType: 'affiliate',
  });
  const code = await agentCodeOf(agent.id);
  const email = uniqueEmail('prospect');

  await page.goto(`/career-opportunity?ref=${code}&src=qr`);
  await expect(page.getByText('Invited by Jane D.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'career-page-ref');

  await page.getByRole('link', { name: 'Start Your Journey' }).click();
  await expect(page).toHaveURL(/#start$/);
  const form = page.getByRole('form', { name: 'Career interest form' });
  await form.getByLabel('First name').fill('Pat');
  await form.getByLabel('Last name').fill('Prospect');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('State').selectOption('TX');
  await form.getByLabel('Hours a week you could give').fill('15');
  await form.getByText('Studying for it').click();
  await form.getByRole('textbox', { name: 'Note' }).fill('Evenings <b>only</b>');
  await form.getByRole('checkbox', { name: /Jane D\. may contact me/ }).check();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'career-form');
  await form.getByRole('button', { name: 'Send my interest' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  await expectNoHorizontalScroll(page);

  const confirmMail = await mailText(email, 'Confirm your career interest for Jane D.');
  await page.goto(linkIn(confirmMail, 'Confirm my career interest'));
  await page.getByRole('button', { name: 'Confirm my career interest' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your interest is confirmed' }),
  ).toBeFocused();
  await expect(page.getByText(/Jane D\. has your details/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'career-confirmed');

  // The agent's e-mail, the prospect's note quoted as they wrote it.
  expect(await mailText(agent.email, 'New career interest: Pat Prospect')).toContain(
    '> Evenings <b>only</b>',
  );

  // A second prospect changes their mind: the withdraw link deletes the interest.
  const other = uniqueEmail('withdraw');
  const sent = await fetch(`${API_URL}/rest/v1/rpc/submit_career_interest`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      code,
      source: 'career',
      first_name: 'Wes',
      last_name: 'Withdrawn',
      email: other,
      phone: null,
      state: 'CA',
      licence: 'none',
      hours_per_week: 5,
      note: null,
      consent: true,
    }),
  });
  expect(sent.status).toBe(204);
  await page.goto(
    linkIn(await mailText(other, 'Confirm your career interest'), 'Withdraw my career interest'),
  );
  await page.getByRole('button', { name: 'Withdraw and delete my details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your interest is withdrawn' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'career-withdrawn');
  expect(await selectRows('career_interests', `select=id&email=eq.${encodeURIComponent(other)}`)).toEqual([]);

  // The agent's dashboard: the person, a status and a private note.
  await page.goto('/affiliate/sign-in');
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Password').fill(agent.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/affiliate/dashboard');
  const section = page.locator('#career-interest');
  const person = section.getByRole('listitem').filter({ hasText: 'Pat Prospect' });
  await expect(person).toContainText('Texas');
  await expect(person).toContainText('Studying for it');
  await expect(person).toContainText('Evenings <b>only</b>');
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await person.getByLabel('Status').selectOption('interviewing');
  await person.getByLabel('Private note').fill('Second call Friday');
  await person.getByRole('button', { name: 'Save' }).click();
  await expect(person.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(person.getByText('Interviewing', { exact: true }).first()).toBeVisible();
  const funnel = page.getByRole('list', { name: 'Career path, this month' }).getByRole('listitem');
  await expect(funnel).toHaveText([
    'Career visits1',
    'Interests confirmed1 · 100% of career visits',
    'Joined0 · 0% of interests confirmed',
  ]);
  await expectNoSeriousA11yViolations(page);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `test-results/screens/career-dashboard-${info.project.name}.png` });

  // The prospect becomes an affiliate with the agent's code and the same address: joined.
  await createUser({
    label: 'joined',
    firstName: 'Pat',
    lastName: 'Prospect',
    userType: 'affiliate',
    referralCode: code,
    email,
  });
  await page.reload();
  await expect(person.getByText('Joined', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Career path, this month' }).getByRole('listitem').last(),
  ).toHaveText('Joined1 · 100% of interests confirmed');
});
