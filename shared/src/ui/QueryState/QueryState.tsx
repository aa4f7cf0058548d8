import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../../i18n';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Skeleton } from '../Skeleton';
import { TileGrid } from '../TileGrid';

/** What the states need of a TanStack Query result (shared/ui does not depend on TanStack). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface StateProps<T> {
  query: QueryLike<T>;
  /** Stands in while nothing has loaded yet, in the shape of what comes. */
  loading: ReactNode;
  /** What could not be loaded, in the guest's language; offered with a retry. */
  error: string;
  /** Set when the failure means the item does not exist: said instead of a retry. */
  notFound?: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error and data of one query. A failed refetch keeps the data it had and shows the
 * error with its retry above it.
 */
export function QueryState<T>({ query, loading, error, notFound, children }: StateProps<T>) {
  if (query.isPending) return <>{loading}</>;
  return (
    <>
      {query.isError && (notFound ? <NotFound message={notFound} /> : <LoadError message={error} retry={() => void query.refetch()} />)}
      {query.data !== undefined && children(query.data)}
    </>
  );
}

interface GridProps<T, Item> extends Omit<StateProps<T>, 'loading' | 'children'> {
  /** The grid's accessible name. */
  label: string;
  /** How many tiles a full page holds: as many skeletons stand in while loading. */
  skeletons: number;
  items: (data: T) => readonly Item[];
  /** One `<li>` a item. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** Said when the list is empty. */
  empty: string;
  /** Under a non-empty grid: its pagination. */
  children?: ReactNode;
}

/** A tile grid fed by a query, with its loading, empty and error states. */
export function QueryGrid<T, Item>({ label, skeletons, items, renderItem, empty, children, ...state }: GridProps<T, Item>) {
  const loading = (
    <TileGrid>
      {Array.from({ length: skeletons }, (_, index) => (
        <li key={index}>
          <Skeleton aspectRatio="4 / 3" />
        </li>
      ))}
    </TileGrid>
  );
  return (
    <QueryState {...state} loading={loading}>
      {(data) => {
        const list = items(data);
        if (!list.length) return <p>{empty}</p>;
        return (
          <>
            <TileGrid label={label}>{list.map(renderItem)}</TileGrid>
            {children}
          </>
        );
      }}
    </QueryState>
  );
}

/** A load that failed: what failed and a retry. */
export function LoadError({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <div role="alert" css={(theme) => ({ display: 'flex', gap: theme.space(3), alignItems: 'center', flexWrap: 'wrap', padding: `${theme.space(4)}px 0` })}>
      <span>{message}</span>
      <Button variant="secondary" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** An id that does not exist (or a malformed one): a plain message, never a crash. */
function NotFound({ message }: { message: string }) {
  return (
    <div data-testid="not-found" css={(theme) => ({ padding: `${theme.space(4)}px 0` })}>
      <Heading level={2}>{message}</Heading>
    </div>
  );
}
