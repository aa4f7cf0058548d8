import { useDeferredValue, type ReactNode } from 'react';
import { LoadError, Skeleton, TileGrid } from '@vx/shared';
import type { Pages } from '../../queries/pages';
import { ShowMore } from '../ShowMore/ShowMore';

interface Props<Item> {
  list: Pages<unknown, Item>;
  label: string;
  /** The skeletons' shape while the first page loads: the tiles' picture. */
  aspectRatio: string;
  empty: string;
  error: string;
  renderItem: (item: Item, index: number) => ReactNode;
  onMore: () => void;
}

/**
 * Tiles a page at a time with "show more" under them, skeletons until the first page is rendered.
 * The items are deferred, so a page of tiles renders in slices; the grid is busy until it has them.
 */
export function PagedTileGrid<Item>({ list, label, aspectRatio, empty, error, renderItem, onMore }: Props<Item>) {
  const items = useDeferredValue(list.items);
  if (list.isPending || (items.length === 0 && list.items.length > 0))
    return (
      <TileGrid label={label}>
        {Array.from({ length: 12 }, (_, index) => (
          <li key={index} aria-busy="true">
            <Skeleton aspectRatio={aspectRatio} />
          </li>
        ))}
      </TileGrid>
    );
  return (
    <div aria-busy={items !== list.items || undefined} css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      {list.isError && <LoadError message={error} retry={list.refetch} />}
      {items.length > 0 ? <TileGrid label={label}>{items.map(renderItem)}</TileGrid> : !list.isError && <p>{empty}</p>}
      {(list.hasMore || list.isLoadingMore) && <ShowMore loading={list.isLoadingMore} onMore={onMore} />}
    </div>
  );
}
