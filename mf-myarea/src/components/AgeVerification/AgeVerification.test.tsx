import { fireEvent, screen } from '@testing-library/react';
import { LOGGED_IN } from '../../testing/guests';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { AgeVerification } from './AgeVerification';

describe('AgeVerification', () => {
  it('offers the avs flow until verified and follows the state the socket sets', () => {
    const view = renderWithPlatform(<AgeVerification />, { guest: { ...LOGGED_IN, avsStatus: 'unknown' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(view.openFlow).toHaveBeenCalledWith('avs');
    view.setGuest({ ...view.platform.guest, avsStatus: 'pending' });
    expect(screen.getByText('Your age verification is being checked.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify now' })).toBeNull();
    view.setGuest({ ...view.platform.guest, avsStatus: 'rejected', avsRejectMessage: 'Blurry photo.' });
    expect(screen.getByText('Your age verification was declined: Blurry photo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeTruthy();
    view.setGuest({ ...view.platform.guest, avsStatus: 'accepted', hasAvs: true });
    expect(screen.getByText('Your age is verified.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify now' })).toBeNull();
  });
});
