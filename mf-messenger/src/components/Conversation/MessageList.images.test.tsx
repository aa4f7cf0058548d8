import { act, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { MessengerContent } from '@vx/shared';
import { messageKeys } from '../../queries/messages';
import type { PendingMessage } from '../../queries/pendingMessages';
import { messageOf } from '../../testing/channels';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { MessageList } from './MessageList';

const GUEST = { isLoggedIn: true, id: 7 };
const pendingPicture: PendingMessage = { clientId: 'p', channelId: 1, text: '', gifts: [], toyControlId: null, imageId: 41, previewUrl: 'blob:chosen', refused: null };

describe('MessageList: a picture the guest sends', () => {
  it('shows the chosen file while pending, then the server’s thumbnail once confirmed', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    const before: MessengerContent = { channelId: 1, messages: [messageOf(1, 1)], hasMore: false };
    queryClient.setQueryData(messageKeys.channel(GUEST.id, 1), before);
    const view = renderWithPlatform(<MessageList channelId={1} content={before} pending={[pendingPicture]} unreadOnOpen={0} />, { guest: GUEST, queryClient, language: 'de' });
    const pendingItem = screen.getAllByTestId('messenger-message').at(-1)!;
    expect(pendingItem.getAttribute('aria-busy')).toBe('true');
    expect(within(pendingItem).getByRole('img', { name: 'Dein Bild' }).getAttribute('src')).toBe('blob:chosen');
    // The picture, not the bare type label.
    expect(within(pendingItem).queryByText('Bild')).toBeNull();

    view.platform.rest.download = jest.fn(async (path: string) => new File([path], path, { type: 'image/jpeg' }));
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:${(blob as File).name}`);
    const image = { thumbnailUrl: 'messenger/image/41/thumbnail', url: 'messenger/image/41', censored: false };
    const after: MessengerContent = { ...before, messages: [...before.messages, messageOf(2, 1, { senderType: 'guest', messageType: 'image', text: '', image, clientId: 'p' })] };
    await act(async () => view.rerender(<MessageList channelId={1} content={after} pending={[]} unreadOnOpen={0} />));
    const confirmed = screen.getAllByTestId('messenger-message').at(-1)!;
    expect(screen.queryByTestId('messenger-image-preview')).toBeNull();
    expect((await within(confirmed).findByTestId('messenger-image')).getAttribute('src')).toBe('blob:messenger/image/41/thumbnail');
  });
});
