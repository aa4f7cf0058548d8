import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { srcSet, usePlatform } from '@vx/shared';
import { isNotFound, useVideo } from '../../api';
import { BuyButton } from '../../components/BuyButton/BuyButton';
import { DetailLayout, DetailSkeleton, Facts } from '../../components/DetailLayout/DetailLayout';
import { LoadError, NotFound } from '../../components/LoadState/LoadState';
import { MediaMarks } from '../../components/MediaMarks/MediaMarks';
import { MediaPrice } from '../../components/MediaPrice/MediaPrice';
import { tileOverlay } from '../../components/tileStyles';
import { formatDuration } from '../../format';
import { VideoTags } from './VideoTags';

export interface VideoDetailProps {
  videoId: number;
  actorName: string;
  /** Told the video's title once it is known, so the page can name its item in the document title. */
  onTitle?: (title: string) => void;
}

/** A video's page (widget `videoDetail`): preview, facts, tags, description and buying with coins. */
export default function VideoDetail({ videoId, actorName, onTitle }: VideoDetailProps) {
  const { t } = useTranslation('media');
  const { href, hasRoute, language } = usePlatform();
  const query = useVideo(videoId);
  const title = query.data?.title;
  useEffect(() => {
    if (title !== undefined) onTitle?.(title);
  }, [title, onTitle]);

  if (query.isPending) return <DetailSkeleton label={t('video.loading')} />;
  if (query.isError && !query.data) {
    return isNotFound(query.error) ? <NotFound message={t('video.notFound')} /> : <LoadError message={t('video.error')} retry={() => void query.refetch()} />;
  }
  const video = query.data;
  const preview = (
    <div css={{ position: 'relative' }}>
      <img
        src={video.preview.w1280}
        srcSet={srcSet(video.preview)}
        sizes="(min-width: 992px) 60vw, 100vw"
        width={1280}
        height={960}
        alt={t('video.previewAlt', { title: video.title })}
        css={(theme) => ({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radius, background: theme.colors.surfaceRaised })}
      />
      <div css={tileOverlay}>
        <MediaMarks marks={{ bought: video.isBought && !video.free, free: video.free, vip: video.vip, new: video.new }} />
      </div>
    </div>
  );
  return (
    <DetailLayout testId="video-detail" media={preview}>
      <h2 css={{ margin: 0, fontSize: 24, overflowWrap: 'anywhere' }}>{video.title}</h2>
      <Facts
        items={[
          { label: t('video.duration'), value: formatDuration(video.duration) },
          { label: t('video.likes'), value: new Intl.NumberFormat(language).format(video.rating.likes) },
          ...(video.free ? [] : [{ label: t('video.price'), value: <MediaPrice price={video.price} basePrice={video.basePrice} discount={video.discount} /> }]),
        ]}
      />
      <BuyButton kind="video" id={video.id} price={video.price} free={video.free} bought={video.isBought} />
      {video.description && <p css={{ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.6, overflowWrap: 'anywhere' }}>{video.description}</p>}
      <VideoTags tags={video.tags} actorName={actorName} />
      {hasRoute('actorVideos') && (
        <Link to={href('actorVideos', { actorName: actorName.toLowerCase() })} css={(theme) => ({ color: theme.colors.text })}>
          {t('video.allVideos', { name: actorName })}
        </Link>
      )}
    </DetailLayout>
  );
}
