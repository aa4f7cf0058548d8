import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Container, PageHeader, QueryGrid, useDocumentTitle } from '@vx/shared';
import { Pagination } from '../../components/Pagination/Pagination';
import { VideoTile } from '../../components/VideoTile/VideoTile';
import { isUnmappedCategory, useVideoList } from '../../queries/videoList';
import { useDeferredQuery } from '../../useDeferredQuery';
import { listPayload, startOfDay, VIDEO_SECTIONS, type VideoSection } from '../../videoFilter/sections';
import { GridFilterForm } from './GridFilterForm';
import { useGridFilter } from './useGridFilter';

/** The error of spec 001 §8 for a type or sort the list does not know, with the way back to the plain list. */
function Unmapped({ reset }: { reset: () => void }) {
  const { t } = useTranslation('media');
  return (
    <div role="alert" data-testid="unmapped-category" css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', margin: '16px 0' }}>
      <span>{t('videoList.unmapped')}</span>
      <Button variant="secondary" onClick={reset}>
        {t('videoList.resetFilter')}
      </Button>
    </div>
  );
}

/** A list of /videos/ or a video search: its heading, the grid filter (in the URL), the tiles and the pages. */
export function VideoListView({ section, title }: { section: VideoSection | { search: string }; title: string }) {
  const { t } = useTranslation('media');
  useDocumentTitle(title);
  const headingId = useId();
  const defaultSort = typeof section === 'string' ? VIDEO_SECTIONS[section].sort : 'newest';
  const { filter, change, reset } = useGridFilter(defaultSort);
  const sectionKey = typeof section === 'string' ? section : section.search;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the section is named by its key; a new object of the same search is the same list
  const payload = useMemo(() => (filter ? listPayload(section, filter, startOfDay(new Date())) : null), [filter, sectionKey]);
  const list = useVideoList(payload);
  const shown = useDeferredQuery(list);
  const unmapped = filter === null || isUnmappedCategory(list.error);

  return (
    <Container as="section" aria-labelledby={headingId}>
      <PageHeader title={<span id={headingId}>{title}</span>} />
      {filter && <GridFilterForm filter={filter} onChange={change} />}
      {unmapped ? (
        <Unmapped reset={reset} />
      ) : (
        <div aria-busy={list.isFetching} data-testid="video-list">
          {shown.data && <p css={(theme) => ({ margin: '0 0 12px', color: theme.colors.textMuted })}>{t('videoList.count', { count: shown.data.totalCount })}</p>}
          <QueryGrid
            query={shown}
            label={title}
            skeletons={filter?.pageSize ?? 16}
            items={(data) => data.items}
            renderItem={(video, index) => <VideoTile key={video.id} video={video} eager={index < 4} showActor />}
            empty={t('videoList.empty')}
            error={t('videoList.error')}
          >
            {shown.data && <Pagination page={shown.data.page} maxPage={Math.max(1, Math.ceil(shown.data.totalCount / shown.data.pageSize))} />}
          </QueryGrid>
        </div>
      )}
    </Container>
  );
}
