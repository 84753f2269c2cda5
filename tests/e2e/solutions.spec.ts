import { expect, test, type Page } from '@playwright/test';
import { loadSolutionContent } from '../../src/features/solutions/content/load.ts';
import { SOLUTIONS } from '../../src/features/solutions/slugs.ts';
import {
  createUser,
  expectNoSeriousA11yViolations,
  screenshot,
  signIn,
  expectNoHorizontalScroll,
} from './support';

const TOOLS_PATH = '/dashboard/financial-tools';

const TOOL_LINKS = [
  ['Take a Quiz', '/dashboard/financial-quiz'],
  ['Solutions Coach', '/dashboard/solutions-coach'],
  ...SOLUTIONS.map(({ slug, title }) => [title, `/dashboard/solutions/${slug}`]),
];

test.beforeEach(async ({ page }) => {
  await signIn(page, await createUser({ label: 'solutions' }));
});

/** The chat page opened with ?prompt= shows that prompt in its input, ready to send. */
async function expectChatPrefilledWith(page: Page, prompt: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/empowered-ai');
  expect(new URL(page.url()).searchParams.get('prompt')).toBe(prompt);
  await expect(page.getByRole('textbox', { name: /question|message/i })).toHaveValue(prompt);
}

test('the tools page: nine cards that open their pages, and a details dialog', async ({ page }, info) => {
  await page.goto(TOOLS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Tools & Resources' })).toBeVisible();
  // The spec's nine cards are the first list; the Calculators section follows with its own.
  const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(cards).toHaveCount(9);
  await expect(page.getByRole('region', { name: 'Calculators' }).getByRole('listitem')).toHaveCount(4);
  for (const [index, [title, href]] of TOOL_LINKS.entries()) {
    await expect(cards.nth(index).getByRole('link', { name: title })).toHaveAttribute('href', href!);
  }
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'financial-tools');

  // A click anywhere on the card, not only on its title, opens the tool.
  await cards.first().click({ position: { x: 40, y: 120 } });
  await expect(page).toHaveURL('/dashboard/financial-quiz');
  await page.goBack();

  await page.getByRole('button', { name: 'Details about Income For Life' }).click();
  const dialog = page.getByRole('dialog', { name: 'Income For Life' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(TOOLS_PATH);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'financial-tools-details');
  await dialog.getByRole('link', { name: 'Book A Free Call' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/dashboard/consultation?topic=income-for-life');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Tools & Resources' })).toBeHidden();
  await page.goBack();

  await page.getByRole('button', { name: 'Details about Final Expense Plan' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Learn more with AI' }).click();
  await expectChatPrefilledWith(
    page,
    'Tell me more about final expense plans and what coverage might cost at my age.',
  );
  await page.goBack();

  await page.getByRole('link', { name: 'Plans for Children' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans for Children' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Financial Tools' }).click();
  await expect(page).toHaveURL(TOOLS_PATH);
});

// Each page's sections and the addresses of its two actions are held by the component test
// (solution-page.test.tsx, all seven). The browser adds what only it can tell: the layout at this
// size, axe's checks of the rendered page, and that the actions open what they promise.
test('the seven solution pages fit the screen with no a11y violations', async ({ page }, info) => {
  // Seven pages and seven axe scans: a bound for a hang, several times the usual half minute.
  test.setTimeout(120_000);
  for (const { slug, title } of SOLUTIONS) {
    const content = await loadSolutionContent(slug);
    await page.goto(`/dashboard/solutions/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: content.hero.alt })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Take the next step', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Educational content, not financial advice.')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, info, `solution-${slug}`);
  }
});

test("a solution page's actions open the chat with its question and the consultation with its topic", async ({
  page,
}) => {
  const [{ slug }] = SOLUTIONS;
  const content = await loadSolutionContent(slug);
  await page.goto(`/dashboard/solutions/${slug}`);
  await page.getByRole('link', { name: 'Ask the AI assistant' }).first().click();
  await expectChatPrefilledWith(page, content.chatPrompt);

  await page.goBack();
  const nextStep = page.getByRole('region', { name: 'Take the next step' });
  await nextStep.getByRole('link', { name: 'Book a free consultation' }).click();
  await expect(page).toHaveURL(`/dashboard/consultation?topic=${slug}`);
  await expect(page.getByRole('combobox', { name: /Topic/ })).toHaveText(content.title);
});

test('an unknown solution shows the 404 page inside the dashboard', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));

  await page.goto('/dashboard/solutions/no-such-plan');

  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  expect(logged.some((line) => line.includes('/dashboard/solutions/no-such-plan'))).toBe(true);
});
