import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, MIN_SEARCH_LENGTH } from '@vx/shared';
import { pillStyle } from '../../components/pillStyle';
import { usePopularTags, useTagSearch } from '../../queries/videoList';
import { useTagName } from '../../tags/useTagName';

const chipList = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 } as const;

/** The chosen tags (each removable), a tag search (tagSearch) and the most popular tags to add. */
export function TagPicker({ tags, onChange }: { tags: readonly string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation('media');
  const tagName = useTagName();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const found = useTagSearch(search);
  const popular = usePopularTags();
  const chosen = new Set(tags.map((tag) => tag.toLowerCase()));
  const searching = search.trim().length >= MIN_SEARCH_LENGTH;
  const offered = (searching ? found.data : popular.data) ?? [];
  const add = (label: string) => {
    onChange([...tags, label]);
    setSearch('');
  };

  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: 8 }}>{t('videoList.tags.label')}</legend>
      {tags.length > 0 && (
        <ul aria-label={t('videoList.tags.chosen')} css={{ ...chipList, marginBottom: 8 }}>
          {tags.map((tag) => (
            <li key={tag}>
              <button type="button" aria-label={t('videoList.tags.remove', { tag: tagName(tag) })} onClick={() => onChange(tags.filter((other) => other !== tag))} css={(theme) => pillStyle(theme, true)}>
                {tagName(tag)} ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <Field label={t('videoList.tags.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
      <h3 id={headingId} css={(theme) => ({ margin: '0 0 8px', fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
        {searching ? t('videoList.tags.search') : t('videoList.tags.popular')}
      </h3>
      {searching && found.isSuccess && offered.length === 0 ? (
        <p>{t('videoList.tags.none')}</p>
      ) : (
        <ul aria-labelledby={headingId} aria-busy={searching ? found.isFetching : popular.isPending} css={chipList}>
          {offered
            .filter((tag) => !chosen.has(tag.label.toLowerCase()))
            .map((tag) => (
              <li key={tag.id}>
                <button type="button" onClick={() => add(tag.label)} css={(theme) => pillStyle(theme, false)}>
                  {tagName(tag.label)}
                </button>
              </li>
            ))}
        </ul>
      )}
    </fieldset>
  );
}
