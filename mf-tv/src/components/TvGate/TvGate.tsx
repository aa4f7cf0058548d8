import { useTranslation } from 'react-i18next';
import { Heading } from '@vx/shared';
import { PriceTable } from '../PriceTable/PriceTable';

/** needAbo (spec 000 §4): premium TV is for TV subscribers; the TV subscription's price and its button. */
export function TvGate({ headingId }: { headingId: string }) {
  const { t } = useTranslation('tv');
  return (
    <section data-testid="tv-gate" aria-labelledby={`${headingId}-title`} css={(theme) => ({ display: 'grid', gap: theme.space(3), padding: theme.space(4), borderRadius: theme.radius, background: theme.colors.surfaceRaised, minWidth: 0 })}>
      <Heading level={2} id={`${headingId}-title`}>
        {t('tv.gate.title')}
      </Heading>
      <p css={{ margin: 0 }}>{t('tv.gate.text')}</p>
      <PriceTable flows={['vxtvabo']} headingId={`${headingId}-prices`} title={t('tv.gate.prices')} />
    </section>
  );
}
