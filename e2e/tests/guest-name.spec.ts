import { expect, test } from '@playwright/test';

let counter = 0;
const newAddress = () => `ux${Date.now()}${(counter += 1)}@example.com`;
/** Adjective, noun and two digits: the server's readable suggestion, never the address's local part. */
const READABLE = /^(?:[A-Z][a-z]+){2}\d{2}$/;

for (const { width, height } of [{ width: 375, height: 740 }, { width: 1440, height: 900 }]) {
  test(`at ${width} px: signup suggests a readable name; the account menu changes it and the navbar shows it at once`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const email = newAddress();
    await page.goto('/en/?flow=signup');
    const signup = page.getByRole('dialog', { name: 'Create your free account' });
    const name = signup.getByLabel('User name');
    await expect(name).toHaveValue(READABLE);
    const suggested = await name.inputValue();
    await signup.getByLabel('Email address').fill(email);
    await signup.getByLabel('Password').fill('lantern harbour quietly');
    await signup.getByRole('checkbox').check();
    await signup.getByRole('button', { name: 'Sign up for free' }).click();
    await expect(signup.getByRole('status')).toContainText(email);

    await page.goto(`/demo-mail/?email=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: /flow=signup&token=/ }).click();
    await expect(page.getByTestId('navbar-balance')).toBeVisible();

    const account = page.getByRole('banner').getByRole('button', { name: 'My account' });
    await account.click();
    await expect(page.getByRole('heading', { name: `Hello, ${suggested}` })).toBeVisible();
    await page.getByRole('link', { name: 'Change user name' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change user name' });
    const field = dialog.getByLabel('New user name');
    await expect(field).toHaveValue(suggested);
    await field.fill('no@sign');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(dialog.getByText('Please use only letters and digits, with single spaces, dots, dashes or underscores between them.')).toBeVisible();
    const chosen = `Night Owl ${Date.now().toString(36)}${width}`;
    await field.fill(chosen);
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(dialog).toHaveCount(0);

    await account.click();
    await expect(page.getByRole('heading', { name: `Hello, ${chosen}` })).toBeVisible();
    // Stored, not only shown: a reload (a renewal through the refresh cookie) has it too.
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { name: `Hello, ${chosen}` })).toBeVisible();
  });
}
