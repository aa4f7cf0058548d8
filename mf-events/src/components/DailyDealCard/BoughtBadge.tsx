import { useTranslation } from 'react-i18next';

/** The mark of an offer the guest took: "bought", or "claimed" for a free one. */
export function BoughtBadge({ free }: { free: boolean }) {
  const { t } = useTranslation('events');
  return (
    <p
      data-testid="daily-deal-bought"
      css={(theme) => ({
        margin: 0,
        justifySelf: 'start',
        padding: `${theme.space(1)}px ${theme.space(3)}px`,
        borderRadius: theme.radii.pill,
        background: theme.colors.primary,
        color: theme.colors.primaryText,
        fontWeight: 700,
      })}
    >
      {free ? t('dailyDeals.claimed') : t('dailyDeals.bought')}
    </p>
  );
}
