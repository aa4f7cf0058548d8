import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECTABLE_SORTS, type SortType } from '../../search/types';
import { fieldStyle } from './styles';

/** The sort order; a location search adds distance. */
export function SortSelect({ value, onChange, withDistance = false }: { value: SortType; onChange: (sort: SortType) => void; withDistance?: boolean }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const options: SortType[] = withDistance ? ['distance', ...SELECTABLE_SORTS] : [...SELECTABLE_SORTS];
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <label htmlFor={id} css={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {t('search.sort')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortType)} css={[fieldStyle, { width: 'auto' }]}>
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(`search.sortType.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
