import { expect, test, type Page } from '@playwright/test';
import { loadSolutionContent } from '../../src/features/solutions/content/load.ts';
import {
  createUser,
  expectNoSeriousA11yViolations,
  insertRows,
  screenshot,
  selectRows,
  signIn,
  type TestUser,
} from './support';

// The headline journey: a solution page's AI action, a streamed answer from the local stack's
// offline responder, and the conversation found again after a reload.

const SLUG = 'living-benefits';
const PAGE_PATH = `/dashboard/solutions/${SLUG}`;

let user: TestUser;

test.beforeEach(async ({ page }) => {
  user = await createUser({ label: 'assistant' });
  await signIn(page, user);
});

const conversationLog = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question' });

/** The past conversations: the sidebar on desktop, the Chats sheet on a phone. */
async function openConversations(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Chats' }).click();
    return page.getByRole('dialog', { name: 'Your conversations' }).getByRole('navigation');
  }
  return page.getByRole('complementary').getByRole('navigation', { name: 'Conversations' });
}

test('a solution page question gets a streamed answer that links back, and survives a reload', async ({
  page,
  isMobile,
}, info) => {
  const { chatPrompt } = await loadSolutionContent(SLUG);
  await page.goto(PAGE_PATH);
  await page.getByRole('link', { name: 'Ask the AI assistant' }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'AI assistant' })).toBeVisible();
  await expect(questionBox(page)).toHaveValue(chatPrompt);
  await expect(questionBox(page)).toBeFocused();
  // The box grows to show the whole prefilled question.
  const hidden = await questionBox(page).evaluate((el) => {
    const box = el as unknown as { scrollHeight: number; clientHeight: number };
    return box.scrollHeight - box.clientHeight;
  });
  expect(hidden, 'px of the question hidden by the box').toBeLessThanOrEqual(1);
  await expect(page.getByRole('list', { name: 'Suggested questions' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'assistant-prefilled');

  const reply = page.waitForResponse((r) => r.url().endsWith('/functions/v1/assistant'));
  await page.getByRole('button', { name: 'Send' }).click();
  const response = await reply;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);

  const log = conversationLog(page);
  await expect(log.getByText(chatPrompt)).toBeVisible();
  const answerLink = log.getByRole('link', { name: 'Living Benefits', exact: true });
  await expect(answerLink).toHaveAttribute('href', PAGE_PATH);
  await expect(log.getByText('not individual financial, tax or legal advice')).toBeVisible();
  // The answer is stored, then the conversation moves into the address and the list.
  await expect(page).toHaveURL(/[?&]c=[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Suggested questions' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'assistant-answered');

  const conversationId = new URL(page.url()).searchParams.get('c')!;
  const stored = await selectRows<{ role: string; content: string }>(
    'messages',
    `select=role,content&conversation_id=eq.${conversationId}&order=created_at`,
  );
  expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
  expect(stored[0]!.content).toBe(chatPrompt);

  await page.reload();
  await expect(conversationLog(page).getByText(chatPrompt)).toBeVisible();
  await expect(
    conversationLog(page).getByRole('link', { name: 'Living Benefits', exact: true }),
  ).toBeVisible();
  await expect(questionBox(page)).toHaveValue('');
  const conversations = await openConversations(page, isMobile);
  const current = conversations.getByRole('button', { name: /^How do living benefits/ });
  await expect(current).toHaveAttribute('aria-current', 'page');
  // A long title is cut short inside the list, never spilling over the chat.
  const [item, list] = [await current.boundingBox(), await conversations.boundingBox()];
  expect(item!.x + item!.width).toBeLessThanOrEqual(list!.x + list!.width + 1);
  await screenshot(page, info, 'assistant-conversations');
  if (isMobile) await page.keyboard.press('Escape');

  await conversationLog(page).getByRole('link', { name: 'Living Benefits', exact: true }).click();
  await expect(page).toHaveURL(PAGE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Living Benefits' })).toBeVisible();
});

test('a reload just after the answer appears shows the stored conversation, not the question to send again', async ({
  page,
}) => {
  const question = 'What is the 50/30/20 rule?';
  await page.goto(`/dashboard/empowered-ai?prompt=${encodeURIComponent(question)}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    conversationLog(page)
      .getByRole('link', { name: /budget/i })
      .first(),
  ).toBeVisible();
  await page.reload();

  await expect(page).toHaveURL(/\?c=[0-9a-f-]{36}$/);
  await expect(questionBox(page)).toHaveValue('');
  await expect(conversationLog(page).getByText(question)).toHaveCount(1);
  await expect(
    conversationLog(page)
      .getByRole('link', { name: /budget/i })
      .first(),
  ).toBeVisible();
});

test('New chat starts over; a past conversation opens from the list', async ({ page, isMobile }) => {
  await page.goto('/dashboard/empowered-ai');
  await expect(questionBox(page)).toBeFocused();
  await page.keyboard.type('What is the 50/30/20 rule?');
  await page.keyboard.press('Enter');
  const budgeting = conversationLog(page)
    .getByRole('link', { name: /budget/i })
    .first();
  await expect(budgeting).toHaveAttribute('href', '/dashboard/financial-education/budgeting');
  await expect(page).toHaveURL(/[?&]c=/);
  const first = page.url();

  let conversations = await openConversations(page, isMobile);
  await conversations.getByRole('button', { name: 'New chat' }).click();
  await expect(page).toHaveURL('/dashboard/empowered-ai');
  await expect(conversationLog(page).getByText('What is the 50/30/20 rule?')).toBeHidden();

  await page.getByRole('list', { name: 'Suggested questions' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/[?&]c=/);
  expect(page.url()).not.toBe(first);

  conversations = await openConversations(page, isMobile);
  await expect(conversations.getByRole('listitem')).toHaveCount(2);
  await conversations.getByRole('button', { name: 'What is the 50/30/20 rule?' }).click();
  await expect(page).toHaveURL(first);
  await expect(conversationLog(page).getByText('What is the 50/30/20 rule?')).toBeVisible();
});

test('the question box stays at the bottom of the screen', async ({ page }) => {
  await page.goto('/dashboard/empowered-ai');
  const box = await questionBox(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 100);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
});

test('a long history scrolls within the list and shows older conversations on request', async ({
  page,
  isMobile,
}, info) => {
  const now = Date.now();
  await insertRows(
    'conversations',
    Array.from({ length: 55 }, (_, i) => ({
      user_id: user.id,
      title: `Past question ${i + 1}`,
      updated_at: new Date(now - i * 60_000).toISOString(),
    })),
  );
  await page.goto('/dashboard/empowered-ai');
  const conversations = await openConversations(page, isMobile);
  await expect(conversations.getByRole('listitem')).toHaveCount(50);
  await expect(conversations.getByRole('button', { name: 'Past question 1', exact: true })).toBeVisible();
  if (!isMobile) {
    // The list scrolls inside its column; the question box stays on screen.
    const box = await questionBox(page).boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  }

  const older = conversations.getByRole('button', { name: 'Show older conversations' });
  await older.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'assistant-long-history-more');
  await older.click();
  await expect(conversations.getByRole('listitem')).toHaveCount(55);
  await expect(conversations.getByRole('button', { name: 'Show older conversations' })).toHaveCount(0);
  await conversations.getByRole('button', { name: 'Past question 55' }).scrollIntoViewIfNeeded();
  await screenshot(page, info, 'assistant-long-history');
  await expectNoSeriousA11yViolations(page);
});

test("the assistant answers with the user's own bills and goals", async ({ page }, info) => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await insertRows('calendar_events', [
    { user_id: user.id, title: 'Rent', event_date: inDays(2), amount: 1450, event_type: 'bill' },
    { user_id: user.id, title: 'Electric bill', event_date: inDays(4), amount: 95.5, event_type: 'bill' },
  ]);
  await insertRows('goals', [
    { user_id: user.id, title: 'Emergency Fund', target_amount: 10000, current_amount: 2500 },
  ]);
  await page.goto('/dashboard/empowered-ai');

  await questionBox(page).fill('What bills are due this week?');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = conversationLog(page);
  await expect(log).toContainText('2 bills are due in the next 7 days, $1,545.50 in all');
  await expect(log.getByRole('listitem').filter({ hasText: 'Rent' })).toContainText('$1,450.00');
  await expect(log.getByRole('link', { name: 'your calendar' })).toHaveAttribute(
    'href',
    '/dashboard/calendar',
  );

  await questionBox(page).fill('How much am I saving toward my goals?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log).toContainText(
    'You have saved $2,500.00 of $10,000.00 (25%) across 1 active goal: $7,500.00 still to save.',
  );
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await screenshot(page, info, 'assistant-personal');
});
