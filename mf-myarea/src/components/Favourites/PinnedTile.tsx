import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, type OutgoingPayload, usePlatform } from '@vx/shared';
import { MediaFace, mediaFaceControl } from '../Mediathek/MediaFace';

interface Props {
  title: string;
  subtitle?: string;
  imageUrl: string | null;
  /** Where the tile leads: a link, or a handler that opens it on this page. */
  to?: string | null;
  onOpen?: () => void;
  /** The socket's unpin of what the tile shows; its favourite event takes the tile away. */
  unpin: OutgoingPayload<'favouriteUnpin'>;
}

/** A pinned album, photo or sedcard: its picture and name lead to it, the button unpins it. */
export function PinnedTile({ title, subtitle, imageUrl, to, onOpen, unpin }: Props) {
  const { t } = useTranslation('myarea');
  const { bus } = usePlatform();
  const face = <MediaFace imageUrl={imageUrl} title={title} subtitle={subtitle} />;
  return (
    <li data-testid="pinned-tile" css={(theme) => ({ display: 'grid', gap: theme.space(2), alignContent: 'start' })}>
      {onOpen ? (
        <button type="button" onClick={onOpen} css={mediaFaceControl}>
          {face}
        </button>
      ) : to ? (
        <Link to={to} css={mediaFaceControl}>
          {face}
        </Link>
      ) : (
        <div css={(theme) => ({ ...mediaFaceControl(theme), cursor: 'default' })}>{face}</div>
      )}
      <Button variant="secondary" onClick={() => bus.send(unpin)} aria-label={t('favourites.unpinItem', { title })}>
        {t('favourites.unpin')}
      </Button>
    </li>
  );
}
