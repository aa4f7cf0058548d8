import { expect, test, type Page } from '@playwright/test';
import { signup } from '../support/api';

let counter = 0;
const newAddress = () => `signup-${Date.now()}-${(counter += 1)}@example.com`;

async function fillSignup(page: Page, email: string, password: string) {
  await page.goto('/en/?flow=signup');
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign up for free' }).click();
  return dialog;
}

test.describe('signup with a confirmation mail', () => {
  test('signup → check your mail → the link in the demo mailbox logs the guest in', async ({ page }) => {
    const email = newAddress();
    const dialog = await fillSignup(page, email, 'lantern harbour quietly');
    await expect(dialog.getByRole('status')).toHaveText(`Almost done! We have sent an email to ${email}. Please follow the link in it.`);
    await expect(page.getByTestId('navbar-balance')).toHaveCount(0);

    await page.goto(`/demo-mail/?email=${encodeURIComponent(email)}`);
    await expect(page.getByText('Confirm your email address')).toBeVisible();
    await page.getByRole('link', { name: /flow=signup&token=/ }).click();

    await expect(page.getByTestId('navbar-balance')).toHaveText(/^0\b/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    // The login lasts: a reload renews it through the refresh cookie.
    await page.reload();
    await expect(page.getByTestId('navbar-balance')).toHaveText(/^0\b/);
  });

  test('an address that has an account gets the same answer, and its owner a notice instead of a link', async ({ page, request }) => {
    const owner = await signup(request);
    const dialog = await fillSignup(page, owner.email, 'lantern harbour quietly');
    await expect(dialog.getByRole('status')).toHaveText(`Almost done! We have sent an email to ${owner.email}. Please follow the link in it.`);
    await page.goto(`/demo-mail/?email=${encodeURIComponent(owner.email)}`);
    await expect(page.getByText('Someone (maybe you) tried to sign up with this address.')).toBeVisible();
  });

  test('a password too easy to guess is refused with a message', async ({ page }) => {
    const dialog = await fillSignup(page, newAddress(), 'password1');
    await expect(dialog.getByRole('alert')).toHaveText('This password is too easy to guess. Please choose a longer or less common one.');
  });

  test('a used link says so and offers to sign up again', async ({ page, request }) => {
    const email = newAddress();
    await expect((await fillSignup(page, email, 'lantern harbour quietly')).getByRole('status')).toBeVisible();
    await page.goto(`/demo-mail/?email=${encodeURIComponent(email)}`);
    const link = (await page.getByRole('link', { name: /flow=signup&token=/ }).getAttribute('href'))!;
    const token = new URL(link, 'http://x').searchParams.get('token');
    expect((await request.post('/rest/v1/vxpay/signup/confirm', { data: { token } })).ok()).toBe(true);
    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: 'Confirm your email address' });
    await expect(dialog.getByRole('alert')).toHaveText('This link is invalid or has expired.');
    await dialog.getByRole('link', { name: 'Sign up again' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your free account' })).toBeVisible();
  });
});
