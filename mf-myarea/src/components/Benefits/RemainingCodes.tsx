import { useTranslation } from 'react-i18next';
import { Button, Heading } from '@vx/shared';
import { useRemainingBonusCodes } from '../../queries/rewards';
import { formatDay } from './format';
import { muted, row, rows } from './panel';

/** The guest's own codes not yet redeemed (spec 000 §3: remainingCount, validTo); shown only when there are some. */
export function RemainingCodes({ onPick }: { onPick: (code: string) => void }) {
  const { t, i18n } = useTranslation('myarea');
  const { data } = useRemainingBonusCodes();
  if (!data || data.length === 0) return null;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
      <Heading level={3} size="body" id="benefits-remaining">
        {t('benefits.remaining.title')}
      </Heading>
      <ul css={rows} aria-labelledby="benefits-remaining">
        {data.map((code) => (
          <li key={code.code} css={row}>
            <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <code css={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{code.code}</code>
              <p css={muted}>
                {t('benefits.remaining.count', { count: code.remainingCount })}
                {code.validTo ? ` · ${t('benefits.validUntil', { date: formatDay(code.validTo, i18n.language) })}` : ''}
              </p>
            </div>
            <Button variant="secondary" onClick={() => onPick(code.code)}>
              {t('benefits.remaining.use')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
