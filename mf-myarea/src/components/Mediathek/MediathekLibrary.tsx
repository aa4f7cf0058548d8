import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError, Skeleton, Tabs, TileGrid } from '@vx/shared';
import { DEFAULT_CHOICE, searchOf, useArchiveAsset, useMediathekAssets, type MediathekAsset, type MediathekChoice, type MediathekFilter } from '../../queries/mediathek';
import { ShowMore } from '../ShowMore/ShowMore';
import { MediathekControls } from './MediathekControls';
import { MediathekTile } from './MediathekTile';
import { MediathekViewer } from './MediathekViewer';
import { filterOf, MEDIATHEK_TABS, tabOf, type MediathekTab } from './mediathekTabs';

const PANEL_ID = 'mediathek-panel';
const SKELETONS = 10;

/**
 * The guest's videos or photos in the library's tabs (the tab is `?tab=`, so it can be linked and the
 * back button returns to it), 20 at a time with "load more", each opening in the viewer above the grid
 * and moving to the archive or back with its button.
 */
export function MediathekLibrary({ mediaType }: { mediaType: MediathekFilter['mediaType'] }) {
  const { t } = useTranslation('myarea');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [choice, setChoice] = useState<MediathekChoice>(DEFAULT_CHOICE);
  // Pages shown, per tab and choice: another tab, order or search starts at its first page.
  const [pages, setPages] = useState({ tab, choice, count: 1 });
  const count = pages.tab === tab && pages.choice === choice ? pages.count : 1;
  const [opened, setOpened] = useState<MediathekAsset | null>(null);
  const list = useMediathekAssets(filterOf(tab, mediaType), count, choice);
  const archive = useArchiveAsset();

  const choose = (next: MediathekTab) => {
    setOpened(null);
    setParams(next === 'shop' ? {} : { tab: next });
  };
  const toggleArchive = (asset: MediathekAsset) => {
    if (opened?.id === asset.id) setOpened(null);
    archive.mutate({ id: asset.id, archived: !asset.archived });
  };

  return (
    <div>
      <MediathekControls choice={choice} onChange={setChoice} />
      <Tabs items={MEDIATHEK_TABS} value={tab} onChange={choose} label={t('mediathek.tabsLabel')} idPrefix="mediathek-tab" panelId={PANEL_ID} text={(item) => t(`mediathek.tabs.${item}`)} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`mediathek-tab-${tab}`} aria-busy={list.isPending}>
        {opened && <MediathekViewer asset={opened} onClose={() => setOpened(null)} />}
        {archive.isError && <p role="alert">{t('mediathek.archiveError')}</p>}
        {list.isError && <LoadError message={t('mediathek.loadError')} retry={list.refetch} />}
        {list.isPending && list.items.length === 0 ? (
          <TileGrid>
            {Array.from({ length: SKELETONS }, (_, index) => (
              <li key={index}>
                <Skeleton aspectRatio="4 / 3" />
              </li>
            ))}
          </TileGrid>
        ) : list.items.length === 0 ? (
          !list.isError && <p>{t(searchOf(choice) ? 'mediathek.noMatch' : `mediathek.empty.${tab}`)}</p>
        ) : (
          <TileGrid label={t(`mediathek.tabs.${tab}`)}>
            {list.items.map((asset) => (
              <MediathekTile key={asset.id} asset={asset} onOpen={setOpened} onArchive={toggleArchive} busy={archive.isPending && archive.variables.id === asset.id} />
            ))}
          </TileGrid>
        )}
        {list.hasMore && <ShowMore label={t('mediathek.loadMore', { shown: list.items.length, total: list.total })} onMore={() => setPages({ tab, choice, count: count + 1 })} />}
      </div>
    </div>
  );
}
