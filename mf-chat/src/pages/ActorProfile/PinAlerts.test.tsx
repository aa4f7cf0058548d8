import { fireEvent, screen } from '@testing-library/react';
import { actorProfile } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { PinAlerts } from './PinAlerts';

const pinned = (notifyEmail: boolean) => ({ ...actorProfile(5), modelGuestRelation: { isFavorite: true, notifyEmail, notifySms: false } });

describe('PinAlerts', () => {
  it('shows the stored alerts of a pinned actor and sends a switch over the socket', () => {
    const { bus } = renderWithPlatform(<PinAlerts actor={pinned(true)} />, { guest: { isLoggedIn: true } });
    const send = jest.spyOn(bus, 'send');
    const email = screen.getByRole('switch', { name: 'by e-mail' }) as HTMLInputElement;
    const sms = screen.getByRole('switch', { name: 'by SMS' }) as HTMLInputElement;
    expect([email.checked, sms.checked]).toEqual([true, false]);
    fireEvent.click(sms);
    expect(sms.checked).toBe(true);
    expect(send).toHaveBeenCalledWith({ type: 'setPinnedActorNotification', actorId: 5, channel: 'sms', enabled: true });
  });

  it('shows the stored alerts again when the profile comes with other ones', () => {
    const view = renderWithPlatform(<PinAlerts actor={pinned(false)} />, { guest: { isLoggedIn: true } });
    const [email, sms] = ['by e-mail', 'by SMS'].map((name) => screen.getByRole('switch', { name }) as HTMLInputElement);
    fireEvent.click(sms);
    view.rerender(<PinAlerts actor={pinned(true)} />);
    expect([email.checked, sms.checked]).toEqual([true, false]);
  });

  it('is not offered for an actor that is not pinned, nor to a visitor', () => {
    const notPinned = renderWithPlatform(<PinAlerts actor={actorProfile(5)} />, { guest: { isLoggedIn: true } });
    expect(screen.queryByTestId('pin-alerts')).toBeNull();
    notPinned.unmount();
    renderWithPlatform(<PinAlerts actor={pinned(false)} />);
    expect(screen.queryByTestId('pin-alerts')).toBeNull();
  });
});
