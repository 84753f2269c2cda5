import { expect, test } from '@playwright/test';
import { agentCodeOf, createUser, expectNoSeriousA11yViolations, screenshot } from './support';

// An invitation code no affiliate has is said to be invalid before sign-up.

test('a referral link with a code no affiliate has says so and offers sign-up without it', async ({
  page,
}, info) => {
  await page.goto('/affiliate/NOPE4242');
  const alert = page.getByRole('alert').filter({ hasText: 'This invitation code is not valid' });
  await expect(alert).toContainText('No affiliate has the code NOPE4242.');
  await expect(page.getByText("You've been invited with referral code")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'referral-invalid-code');

  await page.getByRole('link', { name: 'Sign Up Without a Code' }).click();
  await expect(page).toHaveURL('/sign-up');
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('');
});

test("a sign-up link's unknown code is flagged under the field; a real one keeps the invitation", async ({
  page,
}, info) => {
  await page.goto('/sign-up?ref=NOPE4242');
  await expect(page.getByText("We don't recognise this code")).toBeVisible();
  await expect(page.getByText("You're signing up with referral code")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'sign-up-unknown-code');

  const affiliate = await createUser({ label: 'code-owner', userType: 'affiliate' });
  const code = await agentCodeOf(affiliate.id);
  await page.goto(`/affiliate/${code}`);
  await expect(page.getByText("You've been invited with referral code")).toContainText(code);
  await page.getByRole('link', { name: 'Get Started for Free' }).click();
  await expect(page.getByText(`You're signing up with referral code ${code}.`)).toBeVisible();
  await expect(page.getByText("We don't recognise this code")).toHaveCount(0);
});
