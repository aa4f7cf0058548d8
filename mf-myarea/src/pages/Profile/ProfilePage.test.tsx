import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError, type GuestSettings } from '@vx/shared';
import { profileSettingsKey } from '../../queries/profile';
import { subscriptionsKey } from '../../queries/subscriptions';
import { LOGGED_IN } from '../../testing/guests';
import { answeredQueries } from '../../testing/queryClient';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import ProfilePage from './ProfilePage';

const SETTINGS: GuestSettings = {
  notificationsSettings: { favouriteOnline: true, newMessage: true, newContent: true, specialOffers: false },
  newsletters: [1024],
  preferences: { genders: ['F'] },
  autoRecharge: { enabled: false, amount: null, amounts: [100, 250, 500] },
  autoRechargeTeaserState: 'show',
  pendingEmail: null,
};
const GUEST = { ...LOGGED_IN, email: 'hans@example.com', avatar: null, showDataProtection: true };

function render(restCall: jest.Mock = jest.fn(() => new Promise(() => undefined)), language: 'en' | 'de' = 'en') {
  return renderWithPlatform(<ProfilePage />, {
    route: `/${language}/myvisitx/profile/`,
    guest: GUEST,
    restCall,
    queryClient: answeredQueries([
      [profileSettingsKey(LOGGED_IN.id), SETTINGS],
      [subscriptionsKey(LOGGED_IN.id), { subscriptions: [], canTrial: false }],
    ]),
  });
}

describe('ProfilePage', () => {
  it('shows every section with the stored settings, in German too', () => {
    render(undefined, 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeTruthy();
    for (const name of ['Name und Bild', 'Vorlieben', 'E-Mail-Adresse', 'Passwort', 'Benachrichtigungen und Newsletter', 'Abos', 'Automatisches Aufladen', 'Datenschutz']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect((screen.getByRole('checkbox', { name: 'VIP-Club' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Wettbewerbe' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Frauen' }) as HTMLInputElement).checked).toBe(true);
  });

  it('saves a notification switch with every setting and shows what the server stored', async () => {
    const stored = { ...SETTINGS.notificationsSettings, specialOffers: true };
    const rest = jest.fn().mockResolvedValue({ notificationsSettings: stored });
    render(rest);
    fireEvent.click(screen.getByRole('checkbox', { name: 'there are special offers and bonuses' }));
    await waitFor(() => expect(rest).toHaveBeenCalledWith('guest/notificationsSettings', expect.objectContaining({ method: 'POST', payload: { settings: stored } })));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'there are special offers and bonuses' }) as HTMLInputElement).checked).toBe(true));
  });

  it('subscribes a newsletter with the guest’s own id and address', async () => {
    const rest = jest.fn().mockResolvedValue({ success: true, newsletters: [256, 1024] });
    render(rest);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contests' }));
    await waitFor(() =>
      expect(rest).toHaveBeenCalledWith(
        'guest/newsletter/subscribe',
        expect.objectContaining({ payload: { typeId: 256, userId: LOGGED_IN.id, emailAddress: { email: 'hans@example.com' } } }),
      ),
    );
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Contests' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: 'VIP club' }));
    await waitFor(() => expect(rest).toHaveBeenLastCalledWith('guest/newsletter/unsubscribe', expect.objectContaining({ payload: expect.objectContaining({ typeId: 1024 }) })));
  });

  it('checks the new password before asking, names a weak one, and tells the socket after a change', async () => {
    const rest = jest.fn().mockRejectedValueOnce(new RestError(422)).mockResolvedValueOnce({ success: true });
    const view = render(rest);
    const form = within(screen.getByTestId('profile-password'));
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'old secret' } });
    fireEvent.change(form.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByRole('alert').textContent).toBe('The new password needs at least 8 characters.');
    expect(rest).not.toHaveBeenCalledWith('vxpay/password', expect.anything());
    fireEvent.change(form.getByLabelText('New password'), { target: { value: 'password1' } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('This password is too easy to guess. Please choose a longer or less common one.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('New password'), { target: { value: 'a much longer passphrase' } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Your password has been changed. Your other devices have been logged out.')).toBeTruthy();
    await waitFor(() => expect(rest).toHaveBeenLastCalledWith('vxpay/password', expect.objectContaining({ payload: { currentPassword: 'old secret', newPassword: 'a much longer passphrase' } })));
    expect(view.sent).toContainEqual({ type: 'passwordChanged' });
  });

  it('asks for the e-mail properties, requests a change and shows the address waiting for its link', async () => {
    const rest = jest.fn().mockRejectedValueOnce(new RestError(409)).mockResolvedValueOnce({ success: true, pendingEmail: 'new@example.com' });
    const view = render(rest);
    expect(view.sent).toContainEqual({ type: 'refreshEmailProperties' });
    const form = within(screen.getByTestId('profile-email'));
    fireEvent.change(form.getByLabelText('New email address'), { target: { value: 'not an address' } });
    fireEvent.click(form.getByRole('button', { name: 'Change email address' }));
    expect(form.getByRole('alert').textContent).toBe('Please enter a valid email address.');
    fireEvent.change(form.getByLabelText('New email address'), { target: { value: 'new@example.com' } });
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'my secret' } });
    fireEvent.click(form.getByRole('button', { name: 'Change email address' }));
    expect(await form.findByText('This email address belongs to another account.')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Change email address' }));
    expect(await form.findByText(/We sent a confirmation link to new@example.com/)).toBeTruthy();
    view.bus.emit({ type: 'emailProperties', email: 'new@example.com', pendingEmail: null });
    await waitFor(() => expect(form.queryByText(/We sent a confirmation link/)).toBeNull());
  });

  it('links the name change to the shell’s guestName flow', () => {
    render();
    expect(screen.getByRole('link', { name: 'Change name' }).getAttribute('href')).toBe('/en/myvisitx/profile/?flow=guestName');
  });

  it('puts the auto-recharge teaser off, and saves the opt-in with a chosen amount', async () => {
    const rest = jest.fn((path: string) =>
      Promise.resolve(path === 'guest/autoRecharge' ? { success: true, autoRecharge: { enabled: true, amount: 250, amounts: [100, 250, 500] } } : { success: true }),
    );
    render(rest);
    fireEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(rest).toHaveBeenCalledWith('guest/autoRechargeTeaserState', expect.objectContaining({ payload: { mode: 'later' } })));
    await waitFor(() => expect(screen.queryByTestId('auto-recharge-teaser')).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Top up automatically when my balance runs low' }));
    fireEvent.click(screen.getByRole('radio', { name: '250 VXC' }));
    fireEvent.click(within(screen.getByTestId('profile-auto-recharge')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rest).toHaveBeenCalledWith('guest/autoRecharge', expect.objectContaining({ payload: { enabled: true, amount: 250 } })));
    expect(await within(screen.getByTestId('profile-auto-recharge')).findByText('Saved.')).toBeTruthy();
  });

  it('saves the preferences as known keys only', async () => {
    const rest = jest.fn(() => new Promise(() => undefined));
    render(rest);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Couples' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dutch' }));
    fireEvent.click(within(screen.getByTestId('profile-preferences')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rest).toHaveBeenCalledWith('guest/savePreferences', expect.objectContaining({ payload: { data: { genders: ['F', 'FM'], languages: ['nl'] } } })));
  });

  it('accepts the changed privacy policy and terms', async () => {
    const rest = jest.fn().mockResolvedValue({ success: true });
    render(rest);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(rest).toHaveBeenCalledWith('guest/closeAgbAndDataProtection', expect.objectContaining({ method: 'POST' })));
    expect(await screen.findByText('You have accepted the current privacy policy and terms.')).toBeTruthy();
  });
});
