import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonStyle, CloseIcon, Heading, IconButton, RemoteWidget, usePlatform } from '@vx/shared';
import type { MediathekAsset } from '../../queries/mediathek';
import { MessengerPicture } from './MessengerPicture';

interface Props {
  asset: MediathekAsset;
  onClose: () => void;
}

/**
 * The opened asset: a video's player or an album through mf-media's lent widgets (the same ones the
 * actor profile shows), a messenger picture itself; a feed post or a messenger picture links to where it lives.
 */
export function MediathekViewer({ asset, onClose }: Props) {
  const { t } = useTranslation('myarea');
  const { href, hasRoute } = usePlatform();
  const panel = useRef<HTMLElement>(null);
  // The guest asked to open it: focus follows, so a screen reader and the keyboard land on it.
  useEffect(() => {
    panel.current?.focus();
    panel.current?.scrollIntoView?.({ block: 'start' });
  }, [asset.id]);
  const title = asset.title || t(`mediathek.kind.${asset.kind}`);
  const elsewhere = asset.kind === 'post' ? 'feed' : asset.kind === 'image' ? 'messenger' : null;

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="mediathek-viewer-title"
      data-testid="mediathek-viewer"
      css={(theme) => ({ display: 'grid', gap: theme.space(3), marginBottom: theme.space(4), padding: theme.space(3), borderRadius: theme.radius, background: theme.colors.surfaceRaised })}
    >
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(2) })}>
        <Heading level={2} size="subsection" id="mediathek-viewer-title">
          {title}
        </Heading>
        <IconButton label={t('mediathek.close')} icon={<CloseIcon size={14} />} onClick={onClose} />
      </div>
      {asset.kind === 'video' && <RemoteWidget remote="mf_media" widget="videoDetail" props={{ videoId: asset.mediaId, actorName: asset.actor.name }} minHeight={480} />}
      {asset.kind === 'album' && <RemoteWidget remote="mf_media" widget="albumDetail" props={{ albumId: asset.mediaId, actorName: asset.actor.name }} minHeight={480} />}
      {asset.kind === 'image' && <MessengerPicture asset={asset} title={title} />}
      {elsewhere && hasRoute(elsewhere) && (
        // A messenger picture leads to the conversation with the actor who sent it.
        <Link to={elsewhere === 'messenger' ? `${href('messenger')}?actor=${asset.actor.id}` : href(elsewhere)} css={(theme) => ({ ...buttonStyle('secondary')(theme), justifySelf: 'start' })}>
          {t(`mediathek.openIn.${elsewhere}`)}
        </Link>
      )}
    </section>
  );
}
