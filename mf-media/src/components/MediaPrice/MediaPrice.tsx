import { useTranslation } from 'react-i18next';
import { formatMoney, usePlatform, visuallyHidden } from '@vx/shared';

interface Money {
  value: number;
  currency: string;
}

interface Props {
  price: Money;
  /** The price before the discount; struck through when the discount lowers it. */
  basePrice?: Money;
  discount?: number;
}

/** A media price; a discounted one shows the base price struck through and the percentage. */
export function MediaPrice({ price, basePrice, discount = 0 }: Props) {
  const { t } = useTranslation('media');
  const { language } = usePlatform();
  const discounted = discount > 0 && basePrice !== undefined && basePrice.value > price.value;
  return (
    <span data-testid="media-price" css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 6 }}>
      {discounted && (
        <del css={(theme) => ({ color: theme.colors.textMuted, fontSize: '0.9em' })}>
          <span css={visuallyHidden}>{t('price.before')} </span>
          {formatMoney(basePrice.value, basePrice.currency, language)}
        </del>
      )}
      <strong>{formatMoney(price.value, price.currency, language)}</strong>
      {discounted && (
        <span css={(theme) => ({ color: theme.colors.accent, fontSize: '0.85em', fontWeight: 700 })}>{t('price.discount', { discount })}</span>
      )}
    </span>
  );
}
