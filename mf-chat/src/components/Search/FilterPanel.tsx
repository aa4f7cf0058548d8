import { useId, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, GENDER_TYPES, usePlatform, type GenderType } from '@vx/shared';
import type { SearchController } from '../../search/controller';
import { CHAT_FEATURES, COUNTRIES, SPOKEN_LANGUAGES, type ChatFeature, type SearchFilters, type SpokenLanguage } from '../../search/types';
import { checkStyle, fieldsetStyle, fieldStyle, legendStyle } from './styles';

interface Props {
  filters: SearchFilters;
  controller: Pick<SearchController, 'setFilter' | 'resetFilters'>;
  /** A category page fixes the gender types. */
  hideGenderTypes?: boolean;
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

const numberOrNull = (event: ChangeEvent<HTMLInputElement>): number | null => {
  const value = event.target.value.trim();
  if (value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.trunc(number) : null;
};

/** The options' names in the guest's language: built once per language, not on every filter change. */
function displayNames(language: string, type: 'language' | 'region', codes: readonly string[]): string[] {
  try {
    const names = new Intl.DisplayNames([language], { type });
    return codes.map((code) => names.of(code) ?? code);
  } catch {
    return [...codes];
  }
}

/** The filter panel of the cams pages: every change searches again from page 1. */
export function FilterPanel({ filters, controller, hideGenderTypes = false }: Props) {
  const { t } = useTranslation('chat');
  const { language } = usePlatform();
  const id = useId();
  const set = controller.setFilter;
  const languageNames = useMemo(() => displayNames(language, 'language', SPOKEN_LANGUAGES), [language]);
  const countryNames = useMemo(() => displayNames(language, 'region', COUNTRIES), [language]);

  return (
    <form aria-label={t('search.filters')} onSubmit={(event) => event.preventDefault()} css={{ display: 'block' }}>
      {!hideGenderTypes && (
        <fieldset css={fieldsetStyle}>
          <legend css={legendStyle}>{t('search.gender')}</legend>
          {GENDER_TYPES.map((type: GenderType) => (
            <label key={type} css={checkStyle}>
              <input
                type="checkbox"
                checked={filters.genderTypes.includes(type)}
                onChange={(event) => set('genderTypes', toggle(filters.genderTypes, type, event.target.checked))}
              />
              {t(`search.genderType.${type}`)}
            </label>
          ))}
        </fieldset>
      )}

      <fieldset css={fieldsetStyle}>
        <legend css={legendStyle}>{t('search.age')}</legend>
        <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          <label>
            <span css={(theme) => ({ display: 'block', fontSize: theme.fontSize.small, marginBottom: 4 })}>{t('search.ageFrom')}</span>
            <input type="number" inputMode="numeric" min={18} max={99} value={filters.ageFrom ?? ''} onChange={(event) => set('ageFrom', numberOrNull(event))} css={fieldStyle} />
          </label>
          <label>
            <span css={(theme) => ({ display: 'block', fontSize: theme.fontSize.small, marginBottom: 4 })}>{t('search.ageTo')}</span>
            <input type="number" inputMode="numeric" min={18} max={99} value={filters.ageTo ?? ''} onChange={(event) => set('ageTo', numberOrNull(event))} css={fieldStyle} />
          </label>
        </div>
      </fieldset>

      <div css={{ marginBottom: 16 }}>
        <label htmlFor={`${id}-language`} css={legendStyle}>
          {t('search.language')}
        </label>
        <select
          id={`${id}-language`}
          value={filters.languages[0] ?? ''}
          onChange={(event) => set('languages', event.target.value ? [event.target.value as SpokenLanguage] : [])}
          css={[fieldStyle, { marginTop: 8 }]}
        >
          <option value="">{t('search.anyLanguage')}</option>
          {SPOKEN_LANGUAGES.map((code, index) => (
            <option key={code} value={code}>
              {languageNames[index]}
            </option>
          ))}
        </select>
      </div>

      <div css={{ marginBottom: 16 }}>
        <label htmlFor={`${id}-country`} css={legendStyle}>
          {t('search.country')}
        </label>
        <select
          id={`${id}-country`}
          value={filters.countries[0] ?? ''}
          onChange={(event) => set('countries', event.target.value ? [event.target.value] : [])}
          css={[fieldStyle, { marginTop: 8 }]}
        >
          <option value="">{t('search.anyCountry')}</option>
          {COUNTRIES.map((code, index) => (
            <option key={code} value={code}>
              {countryNames[index]}
            </option>
          ))}
        </select>
      </div>

      <fieldset css={fieldsetStyle}>
        <legend css={legendStyle}>{t('search.features')}</legend>
        {CHAT_FEATURES.map((feature: ChatFeature) => (
          <label key={feature} css={checkStyle}>
            <input
              type="checkbox"
              checked={filters.features.includes(feature)}
              onChange={(event) => set('features', toggle(filters.features, feature, event.target.checked))}
            />
            {t(`feature.${feature}`)}
          </label>
        ))}
      </fieldset>

      <fieldset css={fieldsetStyle}>
        <legend css={legendStyle}>{t('search.price')}</legend>
        <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          <label>
            <span css={(theme) => ({ display: 'block', fontSize: theme.fontSize.small, marginBottom: 4 })}>{t('search.priceFrom')}</span>
            <input type="number" inputMode="numeric" min={0} value={filters.priceFrom ?? ''} onChange={(event) => set('priceFrom', numberOrNull(event))} css={fieldStyle} />
          </label>
          <label>
            <span css={(theme) => ({ display: 'block', fontSize: theme.fontSize.small, marginBottom: 4 })}>{t('search.priceTo')}</span>
            <input type="number" inputMode="numeric" min={0} value={filters.priceTo ?? ''} onChange={(event) => set('priceTo', numberOrNull(event))} css={fieldStyle} />
          </label>
        </div>
      </fieldset>

      <label css={checkStyle}>
        <input type="checkbox" checked={filters.onlineOnly} onChange={(event) => set('onlineOnly', event.target.checked)} />
        {t('search.onlineOnly')}
      </label>

      <Button variant="secondary" onClick={controller.resetFilters} css={{ marginTop: 16, width: '100%' }}>
        {t('search.reset')}
      </Button>
    </form>
  );
}
