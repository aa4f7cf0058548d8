import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { MessageImage } from './MessageImage';

const picture = { thumbnailUrl: 'messenger/image/4/thumbnail', url: 'messenger/image/4', censored: false };

/** Renders a picture with downloads answered by a blob named by its path, object URLs `blob:<path>`. */
async function renderPicture() {
  const view = renderWithPlatform(<MessageImage image={picture} alt="Your picture" />, { guest: { isLoggedIn: true, id: 7, balance: 0 } });
  const download = jest.fn(async (path: string) => new File([path], path, { type: 'image/jpeg' }));
  view.platform.rest.download = download;
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:${(blob as File).name}`);
  URL.revokeObjectURL = jest.fn();
  await act(() => view.queryClient.resetQueries());
  const fetched = () => download.mock.calls.map(([path]) => path);
  return Object.assign(view, { download, fetched });
}

describe('MessageImage', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('shows the thumbnail at once where IntersectionObserver is missing, and fetches the full picture only when pressed', async () => {
    const view = await renderPicture();
    const img = await screen.findByRole('img', { name: 'Your picture' });
    expect(img.getAttribute('src')).toBe('blob:messenger/image/4/thumbnail');
    expect(view.fetched()).toEqual(['messenger/image/4/thumbnail']);

    fireEvent.click(screen.getByRole('button', { name: 'Your picture: Open the full picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your picture' });
    await waitFor(() => expect(screen.getByTestId('messenger-image-full').getAttribute('src')).toBe('blob:messenger/image/4'));
    expect(dialog.contains(screen.getByTestId('messenger-image-full'))).toBe(true);
    expect(view.fetched()).toEqual(['messenger/image/4/thumbnail', 'messenger/image/4']);
  });

  it('fetches the thumbnail only when the message comes near the viewport', async () => {
    let reportIn: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const observe = jest.fn();
    globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      reportIn = (entries) => callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
      return { observe, disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
    }) as unknown as typeof IntersectionObserver;
    const view = await renderPicture();
    expect(observe).toHaveBeenCalledWith(screen.getByRole('button', { name: 'Your picture: Open the full picture' }));
    act(() => reportIn([{ isIntersecting: false }]));
    expect(view.fetched()).toEqual([]);
    expect(screen.queryByRole('img')).toBeNull();
    act(() => reportIn([{ isIntersecting: true }]));
    expect((await screen.findByRole('img', { name: 'Your picture' })).getAttribute('src')).toBe('blob:messenger/image/4/thumbnail');
    expect(view.fetched()).toEqual(['messenger/image/4/thumbnail']);
  });

  it('closes the dialog on Escape and by its close button, revoking the full picture and giving focus back', async () => {
    const view = await renderPicture();
    await screen.findByRole('img', { name: 'Your picture' });
    const open = screen.getByRole('button', { name: 'Your picture: Open the full picture' });

    fireEvent.click(open);
    await screen.findByTestId('messenger-image-full');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:messenger/image/4'));
    expect(document.activeElement).toBe(open);
    // The thumbnail stays: it is still shown.
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:messenger/image/4/thumbnail');

    fireEvent.click(open);
    await screen.findByTestId('messenger-image-full');
    fireEvent.click(screen.getByRole('button', { name: 'Close the picture' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again, fetched again: nothing of the full picture is kept while the dialog is closed.
    expect(view.fetched()).toEqual(['messenger/image/4/thumbnail', 'messenger/image/4', 'messenger/image/4']);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2));
  });

  it('names the dialog and its close button in the page language', async () => {
    const view = renderWithPlatform(<MessageImage image={picture} alt="Dein Bild" />, { guest: { isLoggedIn: true, id: 7, balance: 0 }, language: 'de' });
    view.platform.rest.download = jest.fn(async (path: string) => new File([path], path, { type: 'image/jpeg' }));
    URL.createObjectURL = jest.fn(() => 'blob:x');
    await act(() => view.queryClient.resetQueries());
    fireEvent.click(await screen.findByRole('button', { name: /^Dein Bild: / }));
    expect(await screen.findByRole('button', { name: 'Bild schließen' })).toBeTruthy();
  });

  it('a censored picture is a blurred box with the age-verification hint, fetching nothing', () => {
    const view = renderWithPlatform(<MessageImage image={{ thumbnailUrl: null, url: null, censored: true }} alt="A picture for you" />, { language: 'nl' });
    view.platform.rest.download = jest.fn();
    expect(screen.getByTestId('messenger-image-censored').textContent).toBe('Foto verborgen: bevestig je leeftijd om hem te zien.');
    expect(view.platform.rest.download).not.toHaveBeenCalled();
  });
});
