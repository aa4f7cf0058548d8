import { act, fireEvent, screen } from '@testing-library/react';
import { loggedInGuest, renderWithPlatform } from '../../testing/renderWithPlatform';
import { StatusBars, statusBarsFor } from './StatusBars';

describe('statusBarsFor', () => {
  it('shows nothing to visitors and to verified guests', () => {
    expect(statusBarsFor({ isLoggedIn: false, avsStatus: 'unknown' }, false, true)).toEqual([]);
    expect(statusBarsFor({ isLoggedIn: true, avsStatus: 'accepted' }, false, true)).toEqual([]);
  });

  it('asks unverified guests to verify, and reports pending and rejected checks', () => {
    expect(statusBarsFor({ isLoggedIn: true, avsStatus: 'unknown' }, false, true)[0].type).toBe('noavs');
    expect(statusBarsFor({ isLoggedIn: true, avsStatus: 'pending' }, false, true)[0].type).toBe('avsstatus');
    expect(statusBarsFor({ isLoggedIn: true, avsStatus: 'rejected' }, false, true)[0]).toEqual({ type: 'avsstatus', tone: 'warning' });
  });

  it('does not ask to verify while the AVS flow does not exist, but still reports a pending check', () => {
    expect(statusBarsFor({ isLoggedIn: true, avsStatus: 'unknown' }, false, false)).toEqual([]);
    expect(statusBarsFor({ isLoggedIn: true, avsStatus: 'pending' }, false, false)[0].type).toBe('avsstatus');
  });
});

describe('StatusBars', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('offers "Verify now" by default now that the AVS flow works; none where the flow is off', () => {
    const working = renderWithPlatform(<StatusBars />, { guest: loggedInGuest({ avsStatus: 'unknown' }) });
    expect(screen.getByTestId('status-bar-noavs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(working.openFlow).toHaveBeenCalledWith('avs');
    working.unmount();
    renderWithPlatform(<StatusBars canVerify={false} />, { guest: loggedInGuest({ avsStatus: 'unknown' }) });
    expect(screen.queryByTestId('status-bar-noavs')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify now' })).toBeNull();
    renderWithPlatform(<StatusBars canVerify={false} />, { guest: loggedInGuest({ avsStatus: 'rejected', avsRejectMessage: 'Blurry' }) });
    expect(screen.getByTestId('status-bar-avsstatus')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify now' })).toBeNull();
  });

  it('shows noavs to a logged-in guest without AVS and removes it on dismiss, telling the server', () => {
    const view = renderWithPlatform(<StatusBars canVerify />, { guest: loggedInGuest({ avsStatus: 'unknown' }) });
    expect(screen.getByTestId('status-bar-noavs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(view.openFlow).toHaveBeenCalledWith('avs');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByTestId('status-bar-noavs')).toBeNull();
    expect(view.sent).toContainEqual({ type: 'removeStatusBar', statusBarType: 'noavs' });
  });

  it('stays dismissed for the browser session', () => {
    const first = renderWithPlatform(<StatusBars canVerify />, { guest: loggedInGuest() });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    first.unmount();
    renderWithPlatform(<StatusBars canVerify />, { guest: loggedInGuest() });
    expect(screen.queryByTestId('status-bar-noavs')).toBeNull();
  });

  it('confirms a verification that arrives over the socket', () => {
    const view = renderWithPlatform(<StatusBars />, { guest: loggedInGuest({ avsStatus: 'pending' }) });
    expect(screen.getByTestId('status-bar-avsstatus')).toBeTruthy();
    act(() => view.bus.emit({ type: 'avsSet' }));
    view.setGuest(loggedInGuest({ avsStatus: 'accepted', hasAvs: true }));
    expect(screen.getByTestId('status-bar-avsaccepted')).toBeTruthy();
  });
});
