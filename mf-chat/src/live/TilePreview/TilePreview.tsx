import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TIMINGS } from '@vx/shared';
import { useLivePreview } from '../../queries/livechat';
import { LivePlayer } from '../LivePlayer/LivePlayer';
import { useNow } from '../useNow';
import { activePreview } from './activePreview';

/**
 * A tile's live preview: the same preview call and player as the profile's, muted and without
 * controls, laid over the tile's picture (absolutely: the tile does not move). It ends with the
 * granted seconds; a refused or failed preview leaves the picture.
 */
export default function TilePreview({ actorId, actorName }: { actorId: number; actorName: string }) {
  const { t } = useTranslation('chat');
  const preview = useLivePreview('tile', actorId);
  const granted = preview.data?.success === true ? preview.data.data : null;
  const now = useNow(1000, granted !== null);
  const elapsed = Math.max(0, Math.floor((now - preview.dataUpdatedAt) / 1000));
  // Refused, failed to load, or its time is up: this actor's preview is over for the page.
  const over = preview.isError || (preview.data !== undefined && (!granted || granted.secondsLeft - elapsed <= 0));
  useEffect(() => {
    if (over) activePreview.spend(actorId);
  }, [over, actorId]);
  if (!granted || over) return null;
  return (
    <div data-testid="tile-preview" css={(theme) => ({ position: 'absolute', inset: 0, borderRadius: theme.radius, overflow: 'hidden', pointerEvents: 'none' })}>
      <LivePlayer
        streamUrl={granted.streamUrl}
        label={t('live.preview.videoLabel', { name: actorName })}
        variant="tile"
        maxAttempts={CHAT_TIMINGS.maxAttempts.preview}
        onFailed={() => activePreview.spend(actorId)}
      />
    </div>
  );
}
