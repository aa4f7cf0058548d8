import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchStore } from '../../search/store';
import { SELECTABLE_SORTS, type SearchChoices, type SearchTypeState, type SortType } from '../../search/types';
import { useActorSearch } from '../../search/useActorSearch';
import type { SearchController } from '../../search/controller';
import { FilterPanel } from './FilterPanel';
import { SearchLayout } from './SearchLayout';
import { SearchResults } from './SearchResults';
import { SortSelect } from './SortSelect';

interface Props {
  storeKey: string;
  create: () => SearchChoices;
  /** Accessible name of the grid. */
  label: string;
  count: (state: SearchTypeState) => string;
  empty: string;
  hideGenderTypes?: boolean;
  /** Content above the results (the zip of a location search). */
  header?: (state: SearchTypeState, controller: SearchController) => ReactNode;
  store?: SearchStore;
}

/** Filters, sort, results and pagination of one search state of the store. */
export function ActorSearch({ storeKey, create, label, count, empty, hideGenderTypes, header, store }: Props) {
  const { t } = useTranslation('chat');
  const { state, controller, retry } = useActorSearch(storeKey, create, store);
  // A location search adds distance.
  const sorts: readonly SortType[] = state.searchType === 'location' ? ['distance', ...SELECTABLE_SORTS] : SELECTABLE_SORTS;
  return (
    <SearchLayout
      filters={<FilterPanel filters={state.filters} controller={controller} hideGenderTypes={hideGenderTypes} />}
      toolbar={<SortSelect value={state.sort} options={sorts} text={(sort) => t(`search.sortType.${sort}`)} onChange={controller.setSort} />}
    >
      {header?.(state, controller)}
      <SearchResults
        state={state}
        label={label}
        count={count(state)}
        empty={empty}
        onPage={(page) => controller.setPage(page, state.maxPage)}
        onRetry={retry}
      />
    </SearchLayout>
  );
}
