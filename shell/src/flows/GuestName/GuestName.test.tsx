import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { loggedInGuest, renderWithPlatform } from '../../testing/renderWithPlatform';
import { AccountPanel } from '../../layout/Navbar/AccountPanel';
import { FlowHost } from '../FlowHost';

/** A fake server that suggests the given names in turn. */
function suggesting(...names: string[]) {
  return jest.fn(async (path: string) => {
    if (path === 'guest/name/suggestion') return { name: names.shift() ?? 'none left' };
    throw new Error(`unexpected ${path}`);
  });
}

async function openSignup(options: Parameters<typeof renderWithPlatform>[1]) {
  const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=signup', ...options });
  const dialog = await screen.findByRole('dialog', { name: 'Create your free account' }, { timeout: 10_000 });
  return { view, dialog };
}

async function submitSignup(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: 'new@example.com' } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'longenough' } });
  fireEvent.click(within(dialog).getByRole('checkbox'));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up for free' })));
}

describe('user name at signup', () => {
  it("fills in the server's readable suggestion and signs up with it", async () => {
    const { view, dialog } = await openSignup({ restCall: suggesting('QuietOtter42') });
    const field = within(dialog).getByLabelText<HTMLInputElement>('User name');
    await waitFor(() => expect(field.value).toBe('QuietOtter42'));
    await submitSignup(dialog);
    expect(view.session.signup).toHaveBeenCalledWith('new@example.com', 'longenough', 'QuietOtter42');
  });

  it('lets the guest edit the name or ask for another suggestion', async () => {
    const { view, dialog } = await openSignup({ restCall: suggesting('QuietOtter42', 'BraveHeron07') });
    const field = within(dialog).getByLabelText<HTMLInputElement>('User name');
    await waitFor(() => expect(field.value).toBe('QuietOtter42'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest another name' })));
    await waitFor(() => expect(field.value).toBe('BraveHeron07'));
    fireEvent.change(field, { target: { value: ' Night Owl ' } });
    await submitSignup(dialog);
    expect(view.session.signup).toHaveBeenCalledWith('new@example.com', 'longenough', 'Night Owl');
  });

  it.each([
    ['<b>', 'Please use only letters and digits, with single spaces, dots, dashes or underscores between them.'],
    ['ab', 'A user name has 3 to 30 characters.'],
  ])('refuses %s before asking the server', async (name, message) => {
    const { view, dialog } = await openSignup({ restCall: suggesting('QuietOtter42') });
    fireEvent.change(within(dialog).getByLabelText('User name'), { target: { value: name } });
    await submitSignup(dialog);
    expect(dialog.textContent).toContain(message);
    expect(view.session.signup).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'This user name is already taken. Please choose another one.'],
    ['de', 'Dieser Benutzername ist schon vergeben. Bitte wähle einen anderen.'],
    ['nl', 'Deze gebruikersnaam is al bezet. Kies een andere.'],
    ['es', 'Este nombre de usuario ya está ocupado. Elige otro.'],
  ])('tells a taken name (409) in %s', async (language, message) => {
    renderWithPlatform(<FlowHost />, { route: `/${language}/?flow=signup`, restCall: suggesting('QuietOtter42'), session: { signup: jest.fn().mockRejectedValue(new RestError(409)) } });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const [email] = within(dialog).getAllByRole('textbox');
    fireEvent.change(email, { target: { value: 'new@example.com' } });
    fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: 'longenough' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    await act(async () => fireEvent.submit(dialog.querySelector('form')!));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });
});

describe('changing the user name', () => {
  it('is an entry of the account menu that opens the flow', () => {
    const view = renderWithPlatform(<AccountPanel onDone={jest.fn()} />, { guest: loggedInGuest({ name: 'lucky' }) });
    fireEvent.click(screen.getByRole('link', { name: 'Change user name' }));
    expect(new URLSearchParams(view.location.search).get('flow')).toBe('guestName');
  });

  it('starts with the current name, saves the new one through the session and closes', async () => {
    const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=guestName', guest: loggedInGuest({ name: 'lucky' }) });
    const dialog = await screen.findByRole('dialog', { name: 'Change user name' }, { timeout: 10_000 });
    const field = within(dialog).getByLabelText<HTMLInputElement>('New user name');
    expect(field.value).toBe('lucky');
    fireEvent.change(field, { target: { value: 'Witty Heron' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' })));
    expect(view.session.changeName).toHaveBeenCalledWith('Witty Heron');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.guest$.value.name).toBe('Witty Heron');
  });

  it('tells a taken name (409) and keeps the dialog open', async () => {
    renderWithPlatform(<FlowHost />, {
      route: '/en/?flow=guestName',
      guest: loggedInGuest(),
      session: { changeName: jest.fn().mockRejectedValue(new RestError(409)) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change user name' }, { timeout: 10_000 });
    fireEvent.change(within(dialog).getByLabelText('New user name'), { target: { value: 'Madessa' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This user name is already taken. Please choose another one.');
  });

  it('sends a visitor to the login first, then back here', async () => {
    const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=guestName' });
    await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 10_000 });
    expect(new URLSearchParams(view.location.search).get('then')).toBe('guestName');
  });
});
