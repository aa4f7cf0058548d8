import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CHANNEL_FILTERS, CHANNEL_LOAD_THROTTLE_MS, LoadError, Skeleton, type ChannelFilter, type MessengerChannel as Channel } from '@vx/shared';
import type { ChannelListView } from '../../queries/channels';
import { throttle } from '../../queries/throttle';
import { ChannelRow } from './ChannelRow';

interface Props {
  list: ChannelListView;
  filter: ChannelFilter;
  onFilter: (filter: ChannelFilter) => void;
  onlineOnly: boolean;
  onOnlineOnly: (onlineOnly: boolean) => void;
  onLoadMore: () => void;
  selectedId: number | null;
  onSelect: (channel: Channel) => void;
  now?: () => number;
}

/** The channel list with its filters (spec 000 §3): paged, the next page asked at most once per 500 ms. */
export function ChannelList({ list, filter, onFilter, onlineOnly, onOnlineOnly, onLoadMore, selectedId, onSelect, now }: Props) {
  const { t } = useTranslation('messenger');
  const gate = useMemo(() => throttle(CHANNEL_LOAD_THROTTLE_MS, now), [now]);
  return (
    <section aria-label={t('messenger.channels')} css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <div role="group" aria-label={t('messenger.filter')} css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1), marginBottom: theme.space(2) })}>
        {CHANNEL_FILTERS.map((item) => (
          <Button key={item} variant={item === filter ? 'primary' : 'secondary'} aria-pressed={item === filter} onClick={() => onFilter(item)}>
            {t(`messenger.filters.${item}`)}
          </Button>
        ))}
      </div>
      <label css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2), marginBottom: theme.space(2) })}>
        <input type="checkbox" checked={onlineOnly} onChange={(event) => onOnlineOnly(event.target.checked)} />
        {t('messenger.onlineOnly')}
      </label>
      {list.isError && <LoadError message={t('messenger.error')} retry={list.refetch} />}
      {list.isPending && list.channels.length === 0 ? (
        <div aria-busy="true">
          <Skeleton height={64} />
        </div>
      ) : list.channels.length === 0 && !list.isError ? (
        <p>{t('messenger.empty')}</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.channels.map((channel) => (
            <ChannelRow key={channel.id} channel={channel} selected={channel.id === selectedId} onSelect={onSelect} />
          ))}
        </ul>
      )}
      {list.hasMore && (
        <Button variant="secondary" onClick={() => gate(onLoadMore)}>
          {t('messenger.loadMore')}
        </Button>
      )}
    </section>
  );
}
