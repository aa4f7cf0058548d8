import { useTranslation } from 'react-i18next';
import { Heading, QueryState, Skeleton, type TvChannel, type TvProgramItem } from '@vx/shared';
import { useTvProgram } from '../../queries/tv';
import { useTimeFormat } from '../useTimeFormat';

interface Props {
  channel: TvChannel;
  /** How many slots, from the one on air (tv/program/{type}?limit=, 1–70). */
  limit: number;
  /** The heading's id (the list is labelled by it). */
  headingId: string;
  title: string;
  /** Group the slots by day (the week's program). */
  byDay?: boolean;
}

/** The channel's schedule: the slot on air marked live, then what comes, times in the guest's language and timezone. */
export function TvSchedule({ channel, limit, headingId, title, byDay = false }: Props) {
  const { t } = useTranslation('tv');
  const program = useTvProgram(channel, limit);
  const { day } = useTimeFormat();
  return (
    <section aria-labelledby={headingId} data-testid="tv-program" aria-busy={program.isPending} css={(theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      <QueryState query={program} loading={<Skeleton height={240} />} error={t('tv.program.error')}>
        {(answer) => {
          if (!answer.items.length) return <p>{t('tv.program.empty')}</p>;
          if (!byDay) return <SlotList items={answer.items} label={title} />;
          const days = new Map<string, TvProgramItem[]>();
          for (const item of answer.items) days.set(day(item.start), [...(days.get(day(item.start)) ?? []), item]);
          return [...days].map(([name, items]) => (
            <div key={name} css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
              <Heading level={3}>{name}</Heading>
              <SlotList items={items} label={name} />
            </div>
          ));
        }}
      </QueryState>
    </section>
  );
}

function SlotList({ items, label }: { items: TvProgramItem[]; label: string }) {
  const { t } = useTranslation('tv');
  const { time } = useTimeFormat();
  return (
    <ol aria-label={label} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) })}>
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="tv-program-slot"
          data-live={item.isLive ? 'true' : 'false'}
          aria-current={item.isLive ? 'true' : undefined}
          css={(theme) => ({
            display: 'grid',
            gridTemplateColumns: '96px minmax(0, 1fr)',
            gap: theme.space(3),
            alignItems: 'center',
            padding: theme.space(2),
            borderRadius: theme.radius,
            background: item.isLive ? theme.colors.surfaceRaised : theme.colors.surface,
            border: `1px solid ${item.isLive ? theme.colors.primary : 'transparent'}`,
          })}
        >
          <img src={item.previewPicture} alt="" loading="lazy" css={(theme) => ({ width: 96, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: theme.radius })} />
          <span css={(theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0 })}>
            <span css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center', fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
              <span>{t('tv.program.time', { start: time(item.start), end: time(item.end) })}</span>
              {item.isLive && <LiveBadge />}
            </span>
            <span css={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.title}</span>
            <span css={(theme) => ({ fontSize: theme.fontSize.small, color: theme.colors.textMuted, overflowWrap: 'anywhere' })}>{t('tv.program.with', { name: item.actor.name })}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** "Live": what is on air now. */
export function LiveBadge() {
  const { t } = useTranslation('tv');
  return (
    <span data-testid="tv-live-badge" css={(theme) => ({ padding: '0 8px', borderRadius: theme.radii.pill, background: theme.colors.primary, color: theme.colors.primaryText, fontSize: theme.fontSize.caption, fontWeight: 700, textTransform: 'uppercase' })}>
      {t('tv.live.badge')}
    </span>
  );
}
