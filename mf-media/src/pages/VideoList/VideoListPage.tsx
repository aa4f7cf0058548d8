import { useTranslation } from 'react-i18next';
import type { VideoSection } from '../../videoFilter/sections';
import { VideoListView } from './VideoListView';

function SectionPage({ section }: { section: VideoSection }) {
  const { t } = useTranslation('media');
  return <VideoListView key={section} section={section} title={t(`videoList.sections.${section}`)} />;
}

/** The lists of /videos/ (spec 000 §2), one page module: the routes share one chunk. */
export const FreeClipsPage = () => <SectionPage section="freeClips" />;
export const VideoTrendsPage = () => <SectionPage section="videoTrends" />;
export const OnSalePage = () => <SectionPage section="onSale" />;
export const NewVideosPage = () => <SectionPage section="newVideos" />;
export const AllVideosPage = () => <SectionPage section="allVideos" />;
export const VipVideosPage = () => <SectionPage section="vipVideos" />;
