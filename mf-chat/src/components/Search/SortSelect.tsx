import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldStyle } from './styles';

interface Props<Sort extends string> {
  value: Sort;
  options: readonly Sort[];
  /** An option's words in the guest's language. */
  text: (sort: Sort) => string;
  onChange: (sort: Sort) => void;
}

/** The sort order of a list of actors: the cams search's, or a search result page's. */
export function SortSelect<Sort extends string>({ value, options, text, onChange }: Props<Sort>) {
  const { t } = useTranslation('chat');
  const id = useId();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <label htmlFor={id} css={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {t('search.sort')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(options.find((sort) => sort === event.target.value) ?? value)} css={[fieldStyle, { width: 'auto' }]}>
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {text(sort)}
          </option>
        ))}
      </select>
    </div>
  );
}
