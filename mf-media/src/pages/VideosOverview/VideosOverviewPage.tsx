import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyle, Container, PageHeader, QueryGrid, useDocumentTitle, usePlatform, VIDEO_ITEMS_PER_GRID, VIDEO_STARS_DEFAULT } from '@vx/shared';
import { VideoTile } from '../../components/VideoTile/VideoTile';
import { useVideoList, useVideoStars } from '../../queries/videoList';
import { useDeferredQuery } from '../../useDeferredQuery';
import { defaultFilter } from '../../videoFilter/filter';
import { listPayload, OVERVIEW_SECTIONS, startOfDay, VIDEO_SECTIONS, type VideoSection } from '../../videoFilter/sections';
import { StarTile } from '../VideoStars/StarTile';
import { OverviewSection } from './OverviewSection';

/** Spec 001 §9: 16 video items per grid; each section is one grid. */
const SECTION_FILTER = (section: VideoSection) => ({ ...defaultFilter(VIDEO_SECTIONS[section].sort), pageSize: VIDEO_ITEMS_PER_GRID });

function VideoSectionGrid({ section, first }: { section: VideoSection; first: boolean }) {
  const { t } = useTranslation('media');
  const { href, hasRoute } = usePlatform();
  const route = VIDEO_SECTIONS[section].route;
  const list = useVideoList(listPayload(section, SECTION_FILTER(section), startOfDay(new Date())));
  const shown = useDeferredQuery(list);
  const title = t(`videoList.sections.${section}`);
  return (
    <OverviewSection title={title} to={hasRoute(route) ? href(route) : null} testId={`videos-section-${section}`}>
      <QueryGrid
        query={shown}
        label={title}
        skeletons={VIDEO_ITEMS_PER_GRID}
        items={(data) => data.items}
        renderItem={(video, index) => <VideoTile key={video.id} video={video} eager={first && index < 4} showActor />}
        empty={t('videoList.empty')}
        error={t('videoList.error')}
      />
    </OverviewSection>
  );
}

function StarsSection() {
  const { t } = useTranslation('media');
  const { href, hasRoute } = usePlatform();
  // The stars page's query: one request serves both.
  const stars = useDeferredQuery(useVideoStars(VIDEO_STARS_DEFAULT));
  const title = t('videoList.sections.stars');
  return (
    <OverviewSection title={title} to={hasRoute('videosStars') ? href('videosStars') : null} testId="videos-section-stars">
      <QueryGrid
        query={stars}
        label={title}
        skeletons={VIDEO_ITEMS_PER_GRID}
        items={(data) => data.slice(0, VIDEO_ITEMS_PER_GRID)}
        renderItem={(star) => <StarTile key={star.actorId} star={star} eager={false} />}
        empty={t('videoList.stars.empty')}
        error={t('videoList.stars.error')}
      />
    </OverviewSection>
  );
}

/** /videos/ (spec 000 §2): free clips, video trends, on sale, new videos, VIP videos and the stars, each with "show all". */
export default function VideosOverviewPage() {
  const { t } = useTranslation('media');
  useDocumentTitle(t('videoList.title'));
  const { href, hasRoute } = usePlatform();
  return (
    <Container as="div">
      <PageHeader title={t('videoList.title')}>
        {hasRoute('videosAll') && (
          <Link to={href('videosAll')} css={buttonStyle('secondary')}>
            {t('videoList.sections.allVideos')}
          </Link>
        )}
      </PageHeader>
      {OVERVIEW_SECTIONS.map((section, index) => (
        <VideoSectionGrid key={section} section={section} first={index === 0} />
      ))}
      <StarsSection />
    </Container>
  );
}
