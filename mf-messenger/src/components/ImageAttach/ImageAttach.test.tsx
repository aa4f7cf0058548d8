import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { checkImage } from './checkImage';
import { ImageAttach } from './ImageAttach';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'picture', { type });

function renderAttach(language: 'en' | 'de' = 'en') {
  const onUploaded = jest.fn();
  const view = renderWithPlatform(<ImageAttach channelId={3} onUploaded={onUploaded} />, { guest: { isLoggedIn: true, id: 7, balance: 0 }, language });
  const choose = (chosen: File) => fireEvent.change(screen.getByTestId('messenger-image-input'), { target: { files: [chosen] } });
  return Object.assign(view, { onUploaded, choose, restCall: view.platform.rest.call as jest.Mock });
}

describe('ImageAttach', () => {
  it('checks type and size before any upload', () => {
    expect(checkImage(file('image/png', 10))).toBeNull();
    expect(checkImage(file('image/webp', 5 * 1024 * 1024))).toBeNull();
    expect(checkImage(file('image/jpeg', 5 * 1024 * 1024 + 1))).toBe('tooBig');
    expect(checkImage(file('image/gif', 10))).toBe('wrongType');
    expect(checkImage(file('', 10))).toBe('wrongType');
  });

  it('uploads a picture to the channel and hands on its id', async () => {
    const view = renderAttach();
    view.restCall.mockResolvedValue({ imageId: 41 });
    const input = screen.getByTestId('messenger-image-input');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    const picture = file('image/png', 100);
    URL.createObjectURL = jest.fn((chosen: Blob) => (chosen === picture ? 'blob:chosen' : 'blob:other'));
    view.choose(picture);
    // The chosen file's object URL: the pending message's preview.
    await waitFor(() => expect(view.onUploaded).toHaveBeenCalledWith(41, 'blob:chosen'));
    expect(view.restCall).toHaveBeenCalledWith('messenger/channel/3/image', expect.objectContaining({ method: 'POST', body: picture }));
  });

  it('says why a file is refused, in the page language, and uploads nothing', async () => {
    const view = renderAttach('de');
    view.choose(file('image/gif', 100));
    expect((await screen.findByRole('alert')).textContent).toBe('Nur Bilder im Format JPEG, PNG oder WebP können gesendet werden.');
    view.choose(file('image/jpeg', 6 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe('Dieses Bild ist größer als 5 MB. Bitte wähle ein kleineres.');
    expect(view.restCall).not.toHaveBeenCalled();
    expect(view.onUploaded).not.toHaveBeenCalled();
  });

  it('tells a failed upload and sends nothing', async () => {
    const view = renderAttach();
    view.restCall.mockRejectedValue(new RestError(413));
    view.choose(file('image/png', 100));
    expect((await screen.findByRole('alert')).textContent).toBe('The picture could not be uploaded. Please try again.');
    expect(view.onUploaded).not.toHaveBeenCalled();
  });
});
