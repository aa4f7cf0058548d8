import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform, testBrand } from '../../testing/renderWithPlatform';
import { Toasts } from './Toasts';

const invitation = { type: 'privateTicketShowInvitation' as const, actorName: 'Lena', actorProfilePictureUrl: '/img/lena.jpg', actorId: 5 };

describe('Toasts', () => {
  it('shows a private ticket show invitation with a link to the actor', () => {
    const view = renderWithPlatform(<Toasts />);
    act(() => view.bus.emit(invitation));
    const toast = screen.getByTestId('toast');
    expect(toast.textContent).toContain('Lena invites you to a private ticket show.');
    expect(screen.getByRole('link', { name: 'Visit Lena' }).getAttribute('href')).toBe('/en/amateur/lena/');
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('leaves the link out when the brand has no actor profile route', () => {
    const brand = { ...testBrand, remotes: [] };
    const view = renderWithPlatform(<Toasts />, { brand });
    act(() => view.bus.emit(invitation));
    expect(screen.getByTestId('toast')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('announces the welcome bonus with a link to the spin wheel', () => {
    const myarea = { name: 'mf_myarea' as const, entry: 'http://localhost:3006/remoteEntry.js', routes: { myvisitxSpinwheel: { de: 'myvisitx/gluecksrad/', en: 'myvisitx/spinwheel/', nl: 'myvisitx/rad-van-fortuin/', es: 'myvisitx/ruleta/' } } };
    const view = renderWithPlatform(<Toasts />, { brand: { ...testBrand, remotes: [...testBrand.remotes, myarea] } });
    act(() => view.bus.emit({ type: 'welcomeBonusRedeemed' }));
    expect(screen.getByTestId('toast').textContent).toContain('Your welcome bonus is here: 3 spins of the wheel and a video voucher.');
    expect(screen.getByRole('link', { name: 'To the spin wheel' }).getAttribute('href')).toBe('/en/myvisitx/spinwheel/');
  });

  it('goes away by itself', () => {
    jest.useFakeTimers();
    try {
      const view = renderWithPlatform(<Toasts />);
      act(() => view.bus.emit(invitation));
      act(() => jest.advanceTimersByTime(12_000));
      expect(screen.queryByTestId('toast')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
