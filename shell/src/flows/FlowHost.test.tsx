import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { renderWithPlatform } from '../testing/renderWithPlatform';
import { FlowHost } from './FlowHost';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submitLogin(error: unknown) {
  const view = renderWithPlatform(<FlowHost />, {
    route: '/en/?flow=login',
    session: { login: jest.fn().mockRejectedValue(error) },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  fill('Email address', 'guest@example.com');
  fill('Password', 'secret123');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' })));
  return { view, alert: await screen.findByRole('alert') };
}

// The dialogs are a lazy chunk behind Suspense, which React reveals up to 300 ms late: the first test
// to open one spent most of findByRole's 1 s on it and a loaded machine sometimes missed. Opened once
// up front, with time to spare, the chunk is resolved and every test renders its dialog at once.
beforeAll(async () => {
  const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=login' });
  await screen.findByRole('dialog', {}, { timeout: 10_000 });
  view.unmount();
});

describe('FlowHost', () => {
  it('renders nothing without a flow', () => {
    renderWithPlatform(<FlowHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the dialog removes the flow from the URL', async () => {
    const view = renderWithPlatform(<FlowHost />, { route: '/en/cams/?flow=login&scrollTo=top' });
    await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.location.pathname).toBe('/en/cams/');
    expect(view.location.search).toBe('?scrollTo=top');
  });

  it('says "not available yet" for payment flows that are not built', async () => {
    renderWithPlatform(<FlowHost />, { route: '/en/?flow=scratchcard' });
    const dialog = await screen.findByRole('dialog', { name: 'Scratch card' });
    expect(dialog.textContent).toContain('This feature is not available yet.');
  });

  describe('login', () => {
    it('logs in and closes', async () => {
      const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=login' });
      const dialog = await screen.findByRole('dialog', { name: 'Log in' });
      fill('Email address', ' guest@example.com ');
      fill('Password', 'secret123');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' })));
      expect(view.session.login).toHaveBeenCalledWith('guest@example.com', 'secret123');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(view.location.search).toBe('');
    });

    it('tells a wrong password (401)', async () => {
      const { alert } = await submitLogin(new RestError(401));
      expect(alert.textContent).toBe('Wrong email address or password.');
    });

    it('tells too many attempts (429)', async () => {
      const { alert } = await submitLogin(new RestError(429));
      expect(alert.textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
    });

    it('asks to try later on other failures', async () => {
      expect((await submitLogin(new RestError(500))).alert.textContent).toBe('Something went wrong. Please try again later.');
    });

    it('links to the password reset and to signup', async () => {
      const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=login' });
      await screen.findByRole('dialog', { name: 'Log in' });
      fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
      await screen.findByRole('dialog', { name: 'Reset password' });
      expect(new URLSearchParams(view.location.search).get('flow')).toBe('pwdreset');
      fireEvent.click(screen.getByRole('link', { name: 'Back to login' }));
      await screen.findByRole('dialog', { name: 'Log in' });
      fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
      expect(await screen.findByRole('dialog', { name: 'Create your free account' })).toBeTruthy();
    });
  });

  describe('signup', () => {
    it('validates email, password length and the terms before calling the server', async () => {
      const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=signup' });
      const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
      fill('Email address', 'not-an-email');
      fill('Password', 'short');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up for free' })));
      expect(dialog.textContent).toContain('Please enter a valid email address.');
      expect(dialog.textContent).toContain('The password needs at least 8 characters.');
      expect(dialog.textContent).toContain('Please accept the terms of service.');
      expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
      expect(view.session.signup).not.toHaveBeenCalled();
    });

    it('signs up with valid input; the terms link points to the terms page', async () => {
      const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=signup' });
      const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
      expect(within(dialog).getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe('/en/terms-of-service/');
      fill('Email address', 'new@example.com');
      fill('Password', 'longenough');
      fireEvent.click(screen.getByRole('checkbox'));
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up for free' })));
      // No name suggestion came (the fake server has none) and none was typed: the server gives one.
      expect(view.session.signup).toHaveBeenCalledWith('new@example.com', 'longenough', undefined);
    });

    async function submitSignup(signup: jest.Mock) {
      const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=signup', session: { signup } });
      const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
      fill('Email address', 'new@example.com');
      fill('Password', 'longenough');
      fireEvent.click(screen.getByRole('checkbox'));
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up for free' })));
      return { view, dialog };
    }

    it('asks to check the mail after signing up, the same for any address, and stays open', async () => {
      const { view, dialog } = await submitSignup(jest.fn().mockResolvedValue(undefined));
      expect((await screen.findByRole('status')).textContent).toBe(
        'Almost done! We have sent an email to new@example.com. Please follow the link in it.',
      );
      expect(within(dialog).queryByRole('button', { name: 'Sign up for free' })).toBeNull();
      expect(new URLSearchParams(view.location.search).get('flow')).toBe('signup');
    });

    it('tells a password that is too easy to guess (422)', async () => {
      await submitSignup(jest.fn().mockRejectedValue(new RestError(422)));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This password is too easy to guess. Please choose a longer or less common one.',
      );
    });

    it.each([
      ['en', 'This password is too easy to guess. Please choose a longer or less common one.'],
      ['de', 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein längeres oder weniger gebräuchliches.'],
      ['nl', 'Dit wachtwoord is te makkelijk te raden. Kies een langer of minder gebruikelijk wachtwoord.'],
      ['es', 'Esta contraseña es demasiado fácil de adivinar. Elige una más larga o menos común.'],
    ])('has the weak-password message in %s', async (language, text) => {
      const restCall = jest.fn().mockRejectedValue(new RestError(422));
      renderWithPlatform(<FlowHost />, { route: `/${language}/?flow=pwdreset&token=abc`, restCall });
      await screen.findByRole('dialog');
      const [password, repeat] = screen.getAllByLabelText(/./, { selector: 'input[type="password"]' });
      fireEvent.change(password, { target: { value: 'password1' } });
      fireEvent.change(repeat, { target: { value: 'password1' } });
      await act(async () => fireEvent.submit(password.closest('form')!));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
    });

    it('confirms the mailed link, logs the guest in and closes', async () => {
      const confirmSignup = jest.fn().mockResolvedValue(undefined);
      const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=signup&token=tok123', session: { confirmSignup } });
      await waitFor(() => expect(confirmSignup).toHaveBeenCalledWith('tok123'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(new URLSearchParams(view.location.search).get('token')).toBeNull();
    });

    it('tells an invalid or expired link and offers to sign up again', async () => {
      const confirmSignup = jest.fn().mockRejectedValue(new RestError(400));
      const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=signup&token=old', session: { confirmSignup } });
      await screen.findByRole('dialog', { name: 'Confirm your email address' });
      expect((await screen.findByRole('alert')).textContent).toBe('This link is invalid or has expired.');
      fireEvent.click(screen.getByRole('link', { name: 'Sign up again' }));
      await screen.findByRole('dialog', { name: 'Create your free account' });
      expect(new URLSearchParams(view.location.search).get('token')).toBeNull();
    });
  });

  describe('pwdreset', () => {
    it('requests a link and always confirms the same way', async () => {
      const restCall = jest.fn().mockRejectedValue(new RestError(404));
      renderWithPlatform(<FlowHost />, { route: '/en/?flow=pwdreset', restCall });
      const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
      fill('Email address', 'someone@example.com');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' })));
      expect(restCall).toHaveBeenCalledWith('vxpay/pwdreset', expect.objectContaining({ method: 'POST', payload: { email: 'someone@example.com' } }));
      expect((await screen.findByRole('status')).textContent).toContain('If an account exists for this email address');
    });

    it('sets a new password with the token of the link', async () => {
      const restCall = jest.fn().mockResolvedValue({ success: true });
      renderWithPlatform(<FlowHost />, { route: '/en/?flow=pwdreset&token=abc123', restCall });
      const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
      fill('New password', 'brandnew99');
      fill('Repeat new password', 'brandnew98');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save new password' })));
      expect(dialog.textContent).toContain('The passwords do not match.');
      expect(restCall).not.toHaveBeenCalled();
      fill('Repeat new password', 'brandnew99');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save new password' })));
      expect(restCall).toHaveBeenCalledWith(
        'vxpay/pwdreset/confirm',
        expect.objectContaining({ method: 'POST', payload: { token: 'abc123', password: 'brandnew99' } }),
      );
      expect((await screen.findByRole('status')).textContent).toContain('Your new password has been saved.');
    });

    it('tells an expired link', async () => {
      const restCall = jest.fn().mockRejectedValue(new RestError(400));
      renderWithPlatform(<FlowHost />, { route: '/en/?flow=pwdreset&token=old', restCall });
      const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
      fill('New password', 'brandnew99');
      fill('Repeat new password', 'brandnew99');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save new password' })));
      expect((await screen.findByRole('alert')).textContent).toBe('This link is invalid or has expired.');
      expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    });
  });

  describe('moneycharge', () => {
    it('sends visitors to the login first', async () => {
      const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=moneycharge' });
      await screen.findByRole('dialog', { name: 'Log in' });
      const params = new URLSearchParams(view.location.search);
      expect(params.get('flow')).toBe('login');
      expect(params.get('then')).toBe('moneycharge');
    });
  });
});
