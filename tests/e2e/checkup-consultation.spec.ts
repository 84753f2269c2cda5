import { expect, test } from '@playwright/test';
import { agentCodeOf, createUser, expectNoSeriousA11yViolations, screenshot, signIn } from './support';

// The check-up's last step (docs/decisions/023-financial-checkup.md): whatever the checks say, a
// way to the agent who invited the user, or to the house, with the check-up shared by default.

test('the check-up ends with talking it through with the inviting agent, the check-up shared', async ({
  page,
}, info) => {
  const agent = await createUser({ label: 'checkup-agent', userType: 'affiliate', firstName: 'Marie' });
  const user = await createUser({ label: 'checkup-invited', referralCode: await agentCodeOf(agent.id) });
  await signIn(page, user);
  await page.goto('/dashboard/check-up');

  const offer = page.getByRole('region', { name: 'Talk it through with Marie' });
  await expect(offer).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'checkup-talk-it-through');

  await offer.getByRole('link', { name: 'Book a free consultation' }).click();
  await expect(page).toHaveURL('/dashboard/consultation?share=1');
  const share = page.getByRole('checkbox', { name: 'Share my check-up and goals with Marie' });
  await expect(share).toBeChecked();
  await share.uncheck();
  await expect(share).not.toBeChecked();
  await screenshot(page, info, 'consultation-from-checkup');
});

test('with nobody who invited them, the check-up offers the house', async ({ page }) => {
  await signIn(page, await createUser({ label: 'checkup-house' }));
  await page.goto('/dashboard/check-up');

  const offer = page.getByRole('region', { name: 'Talk it through with an advisor from our team' });
  await offer.getByRole('link', { name: 'Book a free consultation' }).click();
  await expect(
    page.getByRole('checkbox', { name: 'Share my check-up and goals with an advisor from our team' }),
  ).toBeChecked();
});
