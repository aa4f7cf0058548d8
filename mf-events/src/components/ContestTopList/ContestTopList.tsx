import { useTranslation } from 'react-i18next';
import { QueryState, Skeleton } from '@vx/shared';
import type { QueryLike } from '@vx/shared';
import { type ContestItems } from '@vx/shared/events';

/** The contest's top list: place, entry, model and votes. */
export function ContestTopList({ query, title }: { query: QueryLike<ContestItems>; title: string }) {
  const { t } = useTranslation('events');
  return (
    <section aria-label={title} css={(theme) => ({ display: 'grid', gap: theme.space(2), minWidth: 0 })}>
      <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.section })}>{title}</h2>
      <QueryState query={query} loading={<Skeleton height={200} />} error={t('contests.loadError')}>
        {(data) =>
          data.items.length === 0 ? (
            <p css={{ margin: 0 }}>{t('contests.empty')}</p>
          ) : (
            <ol data-testid="contest-top-list" css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(2) })}>
              {data.items.map((item) => (
                <li key={item.itemHash} css={(theme) => ({ display: 'grid', gridTemplateColumns: 'auto 56px minmax(0, 1fr)', gap: theme.space(2), alignItems: 'center' })}>
                  <strong>{item.place}.</strong>
                  <img src={item.preview.w320} alt="" css={(theme) => ({ width: 56, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radii.tag })} />
                  <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {item.title} · {item.actor.name} · {t('contests.votes', { count: item.votes })}
                  </span>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </section>
  );
}
