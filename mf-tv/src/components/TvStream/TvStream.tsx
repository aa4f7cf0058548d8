import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, Skeleton, type TvChannel } from '@vx/shared';
import { VideoPlayer } from '@vx/shared/player';
import { useTvStream } from '../../queries/tv';

interface Props {
  channel: TvChannel;
  /** The player's accessible name. */
  title: string;
  /** Shown instead of the player when the channel is not open to this guest (needLogin, needAbo). */
  gate?: ReactNode;
}

/**
 * A channel's live stream (tv/stream/{channel}): the player at the live edge, or the gate. Each
 * channel is its own query, so free TV and premium TV never share a state. A refused grant asks
 * tv/stream again (the query's refetch), and a new grant comes before the old one expires.
 */
export function TvStream({ channel, title, gate }: Props) {
  const { t } = useTranslation('tv');
  const stream = useTvStream(channel);
  return (
    <QueryState query={stream} loading={<Skeleton aspectRatio="16 / 9" />} error={t('tv.stream.error')}>
      {(answer) =>
        answer.stream ? (
          <div data-testid="tv-player" data-channel={channel}>
            <VideoPlayer stream={{ url: answer.stream.url, needsToken: answer.stream.needsToken, isLive: true }} title={title} onRetry={() => void stream.refetch()} />
          </div>
        ) : (
          gate
        )
      }
    </QueryState>
  );
}
