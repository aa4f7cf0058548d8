import { fireEvent, screen } from '@testing-library/react';
import type { ChannelListView } from '../../queries/channels';
import { channelOf } from '../../testing/channels';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { ChannelList } from './ChannelList';

const list = (overrides: Partial<ChannelListView> = {}): ChannelListView => ({
  channels: [channelOf(1), channelOf(2)],
  total: 900,
  isPending: false,
  isError: false,
  hasMore: true,
  refetch: jest.fn(),
  ...overrides,
});

function renderList(view: ChannelListView, clock: { ms: number }) {
  const onLoadMore = jest.fn();
  renderWithPlatform(
    <ChannelList
      list={view}
      filter="newest"
      onFilter={jest.fn()}
      onlineOnly={false}
      onOnlineOnly={jest.fn()}
      onLoadMore={onLoadMore}
      selectedId={null}
      onSelect={jest.fn()}
      now={() => clock.ms}
    />,
  );
  return onLoadMore;
}

describe('ChannelList', () => {
  it('asks for more channels at most once per 500 ms', () => {
    const clock = { ms: 10_000 };
    const onLoadMore = renderList(list(), clock);
    const more = screen.getByRole('button', { name: 'Show more conversations' });
    fireEvent.click(more);
    fireEvent.click(more);
    clock.ms += 499;
    fireEvent.click(more);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    clock.ms += 1;
    fireEvent.click(more);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('offers no more when every channel is there', () => {
    renderList(list({ hasMore: false }), { ms: 0 });
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();
  });

  it('offers a retry when loading failed', () => {
    const refetch = jest.fn();
    renderList(list({ channels: [], hasMore: false, isError: true, refetch }), { ms: 0 });
    expect(screen.getByRole('alert').textContent).toContain('Your conversations could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the empty text for a filter without channels', () => {
    renderList(list({ channels: [], hasMore: false }), { ms: 0 });
    expect(screen.getByText('No conversations here yet.')).toBeTruthy();
  });
});
