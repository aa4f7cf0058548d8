import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MAX_AVATAR_BYTES } from '@vx/shared';
import { LOGGED_IN } from '../../testing/guests';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { AvatarEditor } from './AvatarEditor';

const file = (type: string, size = 1000) => new File([new Uint8Array(size)], 'picture', { type });
const choose = (picked: File) => fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [picked] } });

describe('AvatarEditor', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('refuses a type or size the server would refuse, before any upload', () => {
    const rest = jest.fn();
    renderWithPlatform(<AvatarEditor />, { guest: LOGGED_IN, restCall: rest });
    choose(file('image/gif'));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a JPEG, PNG or WebP picture.');
    choose(file('image/png', MAX_AVATAR_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe('The picture may be at most 2 MB.');
    expect(rest).not.toHaveBeenCalled();
  });

  it('previews a chosen picture, uploads it on save and deletes it with the delete flag', async () => {
    const rest = jest.fn((path: string) => Promise.resolve({ avatar: path === 'guest/profile/preview' ? '/rest/v1/guest/avatar/7/1' : null }));
    renderWithPlatform(<AvatarEditor />, { guest: LOGGED_IN, restCall: rest });
    const picked = file('image/png');
    choose(picked);
    expect(screen.getByRole('img', { name: 'Preview of your new picture' }).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    await waitFor(() => expect(rest).toHaveBeenCalledWith('guest/profile/preview', expect.objectContaining({ method: 'POST', body: picked })));
    expect((await screen.findByRole('img', { name: 'Your profile picture' })).getAttribute('src')).toBe('/rest/v1/guest/avatar/7/1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(rest).toHaveBeenLastCalledWith('guest/profile/preview/update', expect.objectContaining({ payload: { delete: true } })));
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
  });
});
