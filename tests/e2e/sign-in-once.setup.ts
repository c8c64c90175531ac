import { expect, test as setup } from '@playwright/test';
import { demoPassword, emailOf, roles, signIn, storageStateOf } from './support';

// Each role signs in once through the page; the journeys reuse the stored session.
for (const role of roles) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, emailOf(role), demoPassword);
    await expect(
      page.getByRole('heading', { name: /^Good (morning|afternoon|evening)/ }),
    ).toBeVisible();
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
