import type { ReactNode } from 'react';
import { Heading, QueryState, Skeleton, type QueryLike } from '@vx/shared';
import { muted, panel, rows } from './panel';

interface Props<Item> {
  id: string;
  title: string;
  query: QueryLike<readonly Item[]>;
  error: string;
  empty: string;
  testId: string;
  children: (item: Item) => ReactNode;
}

/** A titled panel listing a query's items, with its loading, error and empty states. */
export function ListPanel<Item>({ id, title, query, error, empty, testId, children }: Props<Item>) {
  return (
    <section css={panel} aria-labelledby={id}>
      <Heading level={2} size="subsection" id={id}>
        {title}
      </Heading>
      <QueryState query={query} loading={<Skeleton height={64} />} error={error}>
        {(items) =>
          items.length === 0 ? (
            <p css={muted}>{empty}</p>
          ) : (
            <ul css={rows} data-testid={testId}>
              {items.map(children)}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
