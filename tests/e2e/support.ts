import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import pg from 'pg';
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';

/** Shared helpers of the browser journeys: test users, the local inbox, sign-in, axe and screenshots. */

// Set by playwright.config.ts (E2E_PORT_OFFSET moves the ports).
export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:54321';
export const INBOX_URL = process.env.E2E_INBOX_URL ?? 'http://127.0.0.1:54324';
export const DB_URL = process.env.E2E_DB_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54322/postgres';
export const PASSWORD = 'Correct-Horse-42';
/** The folder of the build the tests are served (vite preview reads its files at each request). */
export const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';
/**
 * The full browser, for what Debian's headless shell (the journeys' browser, playwright.config.ts)
 * does not do: Chrome's installability check and notifications (the shell denies their permission
 * whatever is granted; the full browser's headless mode shows them). CI installs it for Lighthouse.
 */
export const FULL_CHROMIUM = '/usr/bin/chromium';

const serviceHeaders = {
  apikey: SERVICE_ROLE_KEY,
  Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
};

/** An address no other test (or earlier run against the same stack) has used. */
export function uniqueEmail(label = 'user'): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${Date.now().toString(36)}-${random}@example.com`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A confirmed user made through the admin API, as if it had signed up and clicked its link. */
export async function createUser(
  options: {
    label?: string;
    firstName?: string;
    lastName?: string;
    userType?: 'regular' | 'affiliate';
    /** The agent code the user signed up with. */
    referralCode?: string;
    /** A given address (one a test used before the account existed); else a new one. */
    email?: string;
  } = {},
): Promise<TestUser> {
  const user = {
    email: options.email ?? uniqueEmail(options.label),
    password: PASSWORD,
    firstName: options.firstName ?? 'Ada',
    lastName: options.lastName ?? 'Lovelace',
  };
  const response = await fetch(`${API_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify({
      email: user.email,
      password: user.password,
      email_confirm: true,
      user_metadata: {
        first_name: user.firstName,
        last_name: user.lastName,
        user_type: options.userType ?? 'regular',
        ...(options.referralCode ? { referral_code: options.referralCode } : {}),
      },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, ...user };
}

/** Reads a table as the service role (bypasses RLS): the test's view of what the app stored. */
export async function selectRows<T>(table: string, query: string): Promise<T[]> {
  const response = await fetch(`${API_URL}/rest/v1/${table}?${query}`, { headers: serviceHeaders });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T[];
}

/** Writes rows as the service role (bypasses RLS and column grants): a history set up for a test. */
export async function insertRows(table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${API_URL}/rest/v1/${table}`, {
    method: 'POST',
    headers: { ...serviceHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify(rows),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/**
 * A consultation request written as the service role, as request_consultation would store it: about
 * life insurance, by email, for a time a day ahead, unless `fields` say otherwise.
 */
export async function insertConsultation(
  userId: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  await insertRows('consultation_requests', [
    {
      user_id: userId,
      topic: 'life-insurance',
      contact_method: 'email',
      preferred_times: [new Date(Date.now() + 24 * 3_600_000).toISOString()],
      ...fields,
    },
  ]);
}

/** Updates rows as the service role: a setting arranged for a test. */
export async function updateRows(
  table: string,
  query: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${API_URL}/rest/v1/${table}?${query}`, {
    method: 'PATCH',
    headers: serviceHeaders,
    body: JSON.stringify(patch),
  });
  expect(response.status, await response.clone().text()).toBe(204);
}

/**
 * Runs SQL as the database's owner, for what no API reaches (the private schema's tables): a state
 * that would take thousands of requests to reach, set up directly.
 */
export async function sql(text: string, values: readonly unknown[] = []): Promise<void> {
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  try {
    await db.query(text, [...values]);
  } finally {
    await db.end();
  }
}

/** Runs the reminders due at `now`, as the hourly job does; returns how many emails went out. */
export async function runReminders(now: string): Promise<number> {
  const response = await fetch(`${API_URL}/functions/v1/reminders`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify({ now }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { emails: number }).emails;
}

/** The code the sign-up trigger gave an affiliate. */
export async function agentCodeOf(userId: string): Promise<string> {
  const rows = await selectRows<{ agent_code: string }>(
    'affiliates',
    `select=agent_code&user_id=eq.${userId}`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.agent_code;
}

interface MailSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

export interface Mail {
  id: string;
  subject: string;
  text: string;
  /** The auth server's /verify link in the mail. */
  link: string;
}

async function mailsTo(address: string, subject?: string): Promise<MailSummary[]> {
  const response = await fetch(`${INBOX_URL}/api/v1/messages?limit=10000`);
  const { messages } = (await response.json()) as { messages: MailSummary[] };
  return messages.filter(
    (m) =>
      m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()) &&
      (subject === undefined || m.Subject === subject),
  );
}

/** The newest mail to an address (optionally with this subject), waiting for it to arrive. */
export async function latestMail(address: string, subject?: string): Promise<Mail> {
  let newest: MailSummary | undefined;
  await expect
    .poll(async () => (newest = (await mailsTo(address, subject))[0]), {
      message: `a mail to ${address}${subject ? ` with subject '${subject}'` : ''}`,
      timeout: 10_000,
    })
    .toBeDefined();
  const response = await fetch(`${INBOX_URL}/api/v1/message/${newest!.ID}`);
  const { Text } = (await response.json()) as { Text: string };
  const link = Text.split(/\s+/).find((word) => word.startsWith(`${API_URL}/auth/v1/verify?`));
  expect(link, `a verify link in: ${Text}`).toBeDefined();
  return { id: newest!.ID, subject: newest!.Subject, text: Text, link: link! };
}

/** The newest mail to an address whose subject starts with `subject`, with its attachments' names. */
export async function mailStartingWith(
  address: string,
  subject: string,
): Promise<{ subject: string; text: string; attachments: string[] }> {
  let found: MailSummary | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address)).find((m) => m.Subject.startsWith(subject))), {
      message: `a mail to ${address} with a subject starting '${subject}'`,
      timeout: 10_000,
    })
    .toBeDefined();
  const response = await fetch(`${INBOX_URL}/api/v1/message/${found!.ID}`);
  const { Text, Attachments } = (await response.json()) as {
    Text: string;
    Attachments: { FileName: string }[];
  };
  return { subject: found!.Subject, text: Text, attachments: Attachments.map((a) => a.FileName) };
}

/** How many mails an address has received so far. */
export async function mailCount(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}

/** The toasts (sonner's live region). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

/** One toast, found by its text (title or description). */
export function toast(page: Page, text: string): Locator {
  return toasts(page).filter({ hasText: text });
}

/**
 * The controls of `controls` smaller than 44x44 CSS pixels (a comfortable touch target), by name:
 * measured in the page in one call, not one round trip per control.
 */
export function smallTargets(controls: Locator): Promise<string[]> {
  // The page's own types are not this file's (no DOM library here): the elements are described.
  interface Measured {
    getBoundingClientRect(): { width: number; height: number };
    getAttribute(name: string): string | null;
    innerText: string;
  }
  return controls.evaluateAll((elements: Measured[]) =>
    elements
      .filter((element) => {
        const { width, height } = element.getBoundingClientRect();
        return width < 44 || height < 44;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.innerText),
  );
}

/** The header's links and buttons that a toast covers, by name. */
async function headerControlsUnder(page: Page, shown: Locator): Promise<string[]> {
  const toastBox = await shown.boundingBox();
  if (!toastBox) throw new Error('the toast is not on screen');
  const covered: string[] = [];
  for (const control of await page.getByRole('banner').locator('a:visible, button:visible').all()) {
    const box = await control.boundingBox();
    if (
      box &&
      box.x < toastBox.x + toastBox.width &&
      toastBox.x < box.x + box.width &&
      box.y < toastBox.y + toastBox.height &&
      toastBox.y < box.y + box.height
    ) {
      covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
    }
  }
  return covered;
}

/** Checks that a toast, once it has slid in, covers none of the header's links and buttons. */
export async function expectHeaderClearOf(page: Page, shown: Locator): Promise<void> {
  await expect(page.getByRole('banner').locator('a:visible, button:visible').first()).toBeVisible();
  await expect.poll(() => headerControlsUnder(page, shown)).toEqual([]);
}

/**
 * A page in a browser context of its own, with the test's viewport and device: a second person (a
 * visitor, an agent) acting beside the one signed in on `page`. The caller closes its context.
 */
export async function secondPage(browser: Browser, info: TestInfo): Promise<Page> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  return context.newPage();
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the UI and waits for the dashboard. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/sign-in');
  await fillSignIn(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
}

/** Signs out through the dashboard's account menu. */
export async function signOutFromAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('My Account')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  // Signed out for real (the header offers Sign In), and still on the landing page: no guard
  // redirected to sign-in as the session ended.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL('/');
}

/** Fails on axe violations of impact 'serious' or 'critical', naming each rule and where it failed. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { includeToasts = false }: { includeToasts?: boolean } = {},
): Promise<void> {
  // Toasts fade and slide in and out while a journey goes on, and axe then measures the contrast of
  // a half-transparent frame; page scans leave them out, and a toast test scans one that has settled.
  const builder = new AxeBuilder({ page });
  const { violations } = await (includeToasts ? builder : builder.exclude('[data-sonner-toaster]')).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' >>> ')).join(' | ')}`);
  expect(serious, `serious or critical axe violations on ${page.url()}`).toEqual([]);
}

/** A full-page PNG at test-results/screens/<name>-<project>.png (outside the folders runs empty). */
export async function screenshot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: `test-results/screens/${name}-${info.project.name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** How many lines the element's text takes on screen. */
export function linesOfText(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    interface Rects {
      getClientRects(): { length: number };
    }
    const doc = (
      el as unknown as { ownerDocument: { createRange(): Rects & { selectNodeContents(n: unknown): void } } }
    ).ownerDocument;
    const range = doc.createRange();
    range.selectNodeContents(el);
    return range.getClientRects().length;
  });
}

/** How many lines `word` takes inside the element's text: 1 when it is never split. */
export function linesOfWord(element: Locator, word: string): Promise<number> {
  return element.evaluate((el, target) => {
    interface TextNode {
      nodeType: number;
      textContent: string | null;
      childNodes: ArrayLike<TextNode>;
    }
    interface RangeLike {
      setStart(node: TextNode, offset: number): void;
      setEnd(node: TextNode, offset: number): void;
      getClientRects(): { length: number };
    }
    const root = el as unknown as TextNode & { ownerDocument: { createRange(): RangeLike } };
    const find = (node: TextNode): TextNode | null => {
      if (node.nodeType === 3 && node.textContent?.includes(target)) return node;
      for (const child of Array.from(node.childNodes)) {
        const found = find(child);
        if (found) return found;
      }
      return null;
    };
    const node = find(root);
    if (!node) return 0;
    const start = node.textContent!.indexOf(target);
    const range = root.ownerDocument.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + target.length);
    return range.getClientRects().length;
  }, word);
}

/** The field is marked invalid and the error shown under it, which describes it, says `message`. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

/** Mobile first: nothing may push the page sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  // A string, not a function: the Node project that type-checks the tests has no DOM types.
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, 'the page is wider than the viewport').toBeLessThanOrEqual(0);
}

/** True when the element shows all its content without scrolling sideways. */
export function fitsInside(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const box = el as unknown as { scrollWidth: number; clientWidth: number };
    return box.scrollWidth <= box.clientWidth;
  });
}
