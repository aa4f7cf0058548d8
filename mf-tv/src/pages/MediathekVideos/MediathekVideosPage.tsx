import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EpisodeGrid } from '../../components/EpisodeGrid/EpisodeGrid';
import { TvLayout } from '../../components/TvLayout/TvLayout';
import { parseMediathekKey, useMediathekVideos } from '../../queries/tv';

/**
 * /tv/mediathek/{key}/videos/: the mediathek's videos (tv/updateMediathek), 30 a page with "show
 * more". The key is a series (formatKey), several joined by `+` (contentGroups), or `all`.
 */
export default function MediathekVideosPage() {
  const { t } = useTranslation('tv');
  const filter = parseMediathekKey(useParams().key);
  const [pages, setPages] = useState(1);
  const videos = useMediathekVideos(filter ?? {}, pages, filter !== null);
  if (filter === null)
    return (
      <TvLayout title={t('tv.videos.notFoundTitle')}>
        <p role="status">{t('tv.videos.notFound')}</p>
      </TvLayout>
    );
  const series = filter.formatKey ? videos.items[0]?.format.title : undefined;
  const title = series ? t('tv.videos.titleOf', { series }) : t('tv.videos.title');
  return (
    <TvLayout title={title}>
      <EpisodeGrid list={videos} label={title} onMore={() => setPages((n) => n + 1)} />
    </TvLayout>
  );
}
