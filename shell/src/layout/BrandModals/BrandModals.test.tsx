import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FORCED_AVS_COOKIE, LOGIN_MARKER_KEY } from '@vx/shared';
import { consent } from '../../consent/consent';
import { loggedInGuest, renderWithPlatform, testBrand } from '../../testing/renderWithPlatform';
import { ConsentBanner } from '../ConsentBanner/ConsentBanner';
import { BrandModals } from './BrandModals';

const spanish = { ...testBrand, id: 'es', features: { brandModal: false, spanishAvsModal: true } };
const other = { ...testBrand, id: 'amora', hosts: ['localhost'], features: { brandModal: true, spanishAvsModal: false } };

describe('BrandModals', () => {
  beforeEach(() => {
    document.cookie = `${FORCED_AVS_COOKIE}=; Max-Age=0; Path=/`;
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('shows the Spanish age notice to visitors; confirming sets the forced-AVS cookie', async () => {
    renderWithPlatform(<BrandModals />, { brand: spanish, route: '/es/' });
    const dialog = await screen.findByRole('dialog', { name: 'Solo para adultos' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tengo 18 años o más – entrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.cookie).toContain(`${FORCED_AVS_COOKIE}=1`);
  });

  it('does not show the age notice with the cookie set or to logged-in guests', async () => {
    renderWithPlatform(<BrandModals />, { brand: spanish, guest: loggedInGuest() });
    document.cookie = `${FORCED_AVS_COOKIE}=1; Path=/`;
    renderWithPlatform(<BrandModals />, { brand: spanish });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('welcomes first-time visitors of the other brand with login and signup', async () => {
    const view = renderWithPlatform(<BrandModals />, { brand: other });
    await screen.findByRole('dialog', { name: 'Welcome to VISIT-X' });
    fireEvent.click(screen.getByRole('button', { name: 'Create free account' }));
    expect(view.openFlow).toHaveBeenCalledWith('signup');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to VISIT-X' })).toBeNull());
  });

  it('does not welcome visitors with a login marker, in a voicecall, or after closing', async () => {
    window.localStorage.setItem(LOGIN_MARKER_KEY, '1');
    const first = renderWithPlatform(<BrandModals />, { brand: other });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    window.localStorage.clear();

    const second = renderWithPlatform(<BrandModals />, { brand: other });
    await screen.findByRole('dialog');
    act(() => second.bus.emit({ type: 'voicecallStart', actorId: 3 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => second.bus.emit({ type: 'voicecallStop', actorId: 3 }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    second.unmount();

    renderWithPlatform(<BrandModals />, { brand: other });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('BrandModals with the cookie banner', () => {
  beforeEach(() => {
    document.cookie = 'vx_consent=; Max-Age=0; Path=/';
    consent.state$.next({ decided: false, choice: { necessary: true, functional: false, analytics: false } });
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('shows the welcome first and the cookie banner after it is closed, never both at once', async () => {
    renderWithPlatform(
      <>
        <ConsentBanner />
        <BrandModals />
      </>,
      { brand: other },
    );
    await screen.findByRole('dialog', { name: 'Welcome to VISIT-X' });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Just look around' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('consent-banner')).toBeTruthy();
  });

  it('shows the Spanish age notice before the cookie banner too', async () => {
    renderWithPlatform(
      <>
        <ConsentBanner />
        <BrandModals />
      </>,
      { brand: spanish, route: '/es/' },
    );
    await screen.findByRole('dialog', { name: 'Solo para adultos' });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tengo 18 años o más – entrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('consent-banner')).toBeTruthy();
  });
});
