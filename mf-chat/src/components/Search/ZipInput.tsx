import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ZIP_LENGTH } from '@vx/shared';
import { fieldStyle } from './styles';

interface Props {
  zip: string;
  /** The zip the shown order is for; null when none was found. */
  locationZip: string | null;
  /** The last zip whose lookup finished. */
  lookedUpZip: string | null;
  onChange: (zip: string) => void;
}

/** The zip of a location search; the lookup happens at exactly five characters. */
export function ZipInput({ zip, locationZip, lookedUpZip, onChange }: Props) {
  const { t } = useTranslation('chat');
  const id = useId();
  const typed = zip.trim();
  const message =
    typed.length !== ZIP_LENGTH
      ? t('search.zipHint')
      : locationZip === typed
        ? t('search.zipFound', { zip: typed })
        : lookedUpZip === typed
          ? t('search.zipNotFound')
          : '\u00a0';
  return (
    <div css={{ margin: '0 0 16px', maxWidth: 360 }}>
      <label htmlFor={id} css={{ display: 'block', fontWeight: 700, marginBottom: 8 }}>
        {t('search.zip')}
      </label>
      <input
        id={id}
        value={zip}
        onChange={(event) => onChange(event.target.value.replace(/[^0-9A-Za-z]/g, '').slice(0, ZIP_LENGTH))}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={ZIP_LENGTH}
        aria-describedby={`${id}-status`}
        css={fieldStyle}
      />
      <p id={`${id}-status`} aria-live="polite" css={(theme) => ({ margin: '6px 0 0', fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
        {message}
      </p>
      {/* The postal-code positions come from OpenStreetMap and GeoNames, whose licences ask for credit. */}
      <p css={(theme) => ({ margin: '4px 0 0', fontSize: theme.fontSize.caption, color: theme.colors.textMuted })}>{t('search.zipSources')}</p>
    </div>
  );
}
