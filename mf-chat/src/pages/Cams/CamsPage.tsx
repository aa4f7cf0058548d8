import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Container, PageHeader, useDocumentTitle } from '@vx/shared';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { ActorSearch } from '../../components/Search/ActorSearch';
import { SearchTypeTabs, type CamsTab } from '../../components/Search/SearchTypeTabs';
import { ZipInput } from '../../components/Search/ZipInput';
import { initialState, type SearchTypeState } from '../../search/types';

/** The store key of a cams tab: one state per search type, restored when the guest comes back. */
export const camsKey = (tab: CamsTab) => `cams:${tab}`;

const NO_PAYLOAD = {};

/**
 * /cams/: the actor search with its types as tabs (all, near a zip, new girls), filters, sort and
 * 30 actors a page; the grid follows online and offline events live.
 */
export default function CamsPage() {
  const { t } = useTranslation('chat');
  const [tab, setTab] = useState<CamsTab>('default');
  const id = useId();
  const panelId = `${id}-panel`;

  useDocumentTitle(t('cams.title'));

  const count = (state: SearchTypeState) =>
    state.searchType === 'newGirls'
      ? t('newGirls.count', { count: state.totalHits })
      : state.filters.onlineOnly
        ? t('cams.online', { count: state.totalHits })
        : t('search.found', { count: state.totalHits });

  return (
    <Container as="section">
      <Breadcrumbs type="cams" payload={NO_PAYLOAD} />
      <PageHeader title={t('cams.title')} />
      <SearchTypeTabs value={tab} onChange={setTab} panelId={panelId} idPrefix={`${id}-tab`} />
      <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${tab}`}>
        <ActorSearch
          key={tab}
          storeKey={camsKey(tab)}
          create={() => initialState(tab)}
          label={t(`search.type.${tab}`)}
          count={count}
          empty={tab === 'default' ? t('cams.empty') : t('search.empty')}
          header={
            tab === 'location'
              ? (state, controller) => <ZipInput zip={state.zip} locationZip={state.locationZip} lookedUpZip={state.lookedUpZip} onChange={(zip) => void controller.setZip(zip)} />
              : undefined
          }
        />
      </div>
    </Container>
  );
}
