import { useTranslation } from 'react-i18next';
import { useMediathekTotals, type MediathekTotals } from '../../queries/mediathek';

const FIGURES = ['videos', 'chatClips', 'photos', 'archived'] as const;

/** The library's stats (spec 000 §3: videos, chat clips, photos; audio only once there is some) and the archive's count. */
export function MediathekStats({ totals }: { totals: MediathekTotals }) {
  const { t } = useTranslation('myarea');
  const figures = totals.audio > 0 ? [...FIGURES, 'audio' as const] : FIGURES;
  return (
    <dl data-testid="mediathek-stats" css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(4), margin: 0 })}>
      {figures.map((figure) => (
        <div key={figure} css={{ display: 'grid' }}>
          <dt css={(theme) => ({ fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>{t(`mediathek.stats.${figure}`)}</dt>
          <dd css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lead, fontWeight: 700 })}>{totals[figure]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The stats under the page's heading once they are loaded; nothing stands in meanwhile, the grid shows the loading. */
export function MediathekSummary() {
  const totals = useMediathekTotals();
  return totals.data ? <MediathekStats totals={totals.data} /> : null;
}
