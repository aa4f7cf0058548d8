import { useTranslation } from 'react-i18next';
import { Heading } from '@vx/shared';

/**
 * What a VIP has, as the server grants it (server/docs/rewards.md "VIP club"): VIP videos without
 * buying (videos/entitlement.ts), VIP albums (vipContent) and the VIP-only bonus codes (requireVip).
 * A title and one line of text each, in the page's language.
 */
export const VIP_BENEFITS = ['videos', 'albums', 'bonusCodes'] as const;

export function VipClubBenefits() {
  const { t } = useTranslation('events');
  return (
    <section aria-labelledby="vip-club-benefits" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <Heading level={2} id="vip-club-benefits">
        {t('vipClub.benefits.title')}
      </Heading>
      <ul data-testid="vip-club-benefits" css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3), gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' })}>
        {VIP_BENEFITS.map((benefit) => (
          <li key={benefit} css={(theme) => ({ padding: theme.space(4), borderRadius: theme.radius, background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, display: 'grid', gap: theme.space(1) })}>
            <strong>{t(`vipClub.benefits.${benefit}.title`)}</strong>
            <span css={(theme) => ({ color: theme.colors.textMuted })}>{t(`vipClub.benefits.${benefit}.text`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
