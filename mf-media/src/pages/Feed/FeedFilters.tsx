import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { focusRing, usePlatform, type FeedTotals, type FeedTypeGroup } from '@vx/shared';
import type { FeedFilter } from '../../queries/feed';
import { searchOf, toggleType, type FeedFlag } from './feedParams';

const chip = (active: boolean) => (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${theme.space(3)}px`,
  borderRadius: theme.radii.pill,
  border: `1px solid ${active ? theme.colors.primary : theme.colors.border}`,
  background: active ? theme.colors.primary : 'transparent',
  color: active ? theme.colors.primaryText : theme.colors.text,
  fontSize: theme.fontSize.small,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap' as const,
  ...focusRing(theme),
});

const TYPE_TOTAL: Record<FeedTypeGroup, keyof FeedTotals> = { text: 'texts', photo: 'photos', clip: 'clips' };
const GUEST_FLAGS: readonly Exclude<FeedFlag, 'follows'>[] = ['bought', 'liked', 'commented'];

/**
 * The filters of spec 000 §3 as links (each a URL, so the back button undoes a choice) with the
 * totals beside them; the guest's own filters and follows only for a logged-in guest.
 */
export function FeedFilters({ filter, totals }: { filter: FeedFilter; totals: FeedTotals | undefined }) {
  const { t } = useTranslation('media');
  const { guest } = usePlatform();
  const label = (text: string, count: number | undefined) => (count === undefined ? text : t('feed.filters.count', { label: text, count }));
  const row = { display: 'flex', flexWrap: 'wrap' as const, gap: 8, margin: 0, padding: 0, listStyle: 'none' };
  return (
    <nav aria-label={t('feed.filters.label')} css={{ display: 'grid', gap: 8 }}>
      <ul aria-label={t('feed.filters.types')} css={row}>
        <li>
          <Link to={searchOf(toggleType(filter, null))} aria-current={filter.typeGroups.length === 0 ? 'true' : undefined} css={chip(filter.typeGroups.length === 0)}>
            {label(t('feed.filters.all'), totals?.totalCount)}
          </Link>
        </li>
        {(['text', 'photo', 'clip'] as const).map((group) => {
          const active = filter.typeGroups.includes(group);
          return (
            <li key={group}>
              <Link to={searchOf(toggleType(filter, group))} aria-current={active ? 'true' : undefined} css={chip(active)} data-testid={`feed-filter-${group}`}>
                {label(t(`feed.filters.${group}`), totals?.[TYPE_TOTAL[group]])}
              </Link>
            </li>
          );
        })}
      </ul>
      {guest.isLoggedIn && (
        <ul css={row}>
          {GUEST_FLAGS.map((flag) => (
            <li key={flag}>
              <Link to={searchOf({ ...filter, [flag]: !filter[flag] })} aria-current={filter[flag] ? 'true' : undefined} css={chip(filter[flag])} data-testid={`feed-filter-${flag}`}>
                {label(t(`feed.filters.${flag}`), flag === 'bought' ? undefined : totals?.[flag])}
              </Link>
            </li>
          ))}
          <li>
            <Link to={searchOf({ ...filter, follows: !filter.follows })} aria-current={filter.follows ? 'true' : undefined} css={chip(filter.follows)} data-testid="feed-filter-follows">
              {t('feed.filters.follows')}
            </Link>
          </li>
        </ul>
      )}
    </nav>
  );
}
