import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyChange, defaultFilter, filterFromSearch, searchOfFilter, UnmappedCategoryError, type FilterChange, type Sort, type VideoGridFilter } from '../../videoFilter/filter';
import { readRecommended, storeRecommended } from '../../videoFilter/recommended';

/**
 * The grid filter of a list page, kept in the URL's query: each change is a new history entry,
 * so the back button restores the previous filter and page, and a filtered list can be shared.
 * `filter` is null when the URL names an unmapped type or sort (spec 001 §8).
 */
export function useGridFilter(defaultSort: Sort) {
  const [params, setParams] = useSearchParams();
  const [recommended, setRecommended] = useState(() => readRecommended());
  const search = params.toString();
  const filter = useMemo<VideoGridFilter | null>(() => {
    try {
      return filterFromSearch(new URLSearchParams(search), defaultSort, recommended);
    } catch (error) {
      if (error instanceof UnmappedCategoryError) return null;
      throw error;
    }
  }, [search, defaultSort, recommended]);

  const change = (update: FilterChange) => {
    const next = applyChange(filter ?? defaultFilter(defaultSort), update);
    if (next.isRecommended !== recommended) {
      storeRecommended(next.isRecommended);
      setRecommended(next.isRecommended);
    }
    setParams(searchOfFilter(next, defaultSort));
  };
  const reset = () => setParams(new URLSearchParams());
  return { filter, change, reset };
}
