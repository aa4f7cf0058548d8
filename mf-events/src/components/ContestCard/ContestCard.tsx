import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { srcSet, usePlatform } from '@vx/shared';
import { formatDate } from './formatDate';
import { type Contest } from '@vx/shared/events';

/** A contest on the overview: its leading entry's picture, title, window and entry count, a link to it. */
export function ContestCard({ contest }: { contest: Contest }) {
  const { t, i18n } = useTranslation('events');
  const { href } = usePlatform();
  return (
    <article
      data-testid="contest-card"
      css={(theme) => ({ background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, overflow: 'hidden', minWidth: 0 })}
    >
      {contest.preview && <img src={contest.preview.w640} srcSet={srcSet(contest.preview)} sizes="(min-width: 768px) 33vw, 100vw" alt="" css={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }} />}
      <div css={(theme) => ({ padding: theme.space(3), display: 'grid', gap: theme.space(1) })}>
        <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.subsection })}>
          <Link to={href('contest', { contestId: String(contest.id) })} css={(theme) => ({ color: theme.colors.text, textDecoration: 'underline' })}>
            {contest.title}
          </Link>
        </h3>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>
          {contest.state === 'passed' ? t('contests.ended', { date: formatDate(contest.end, i18n.language) }) : t('contests.until', { date: formatDate(contest.end, i18n.language) })}
          {' · '}
          {t('contests.entries', { count: contest.elementsCount })}
        </p>
      </div>
    </article>
  );
}
