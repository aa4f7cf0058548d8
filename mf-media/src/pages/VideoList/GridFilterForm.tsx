import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS, Button, CheckboxField, Field, mq } from '@vx/shared';
import { pillStyle } from '../../components/pillStyle';
import { ACTOR_GENDERS, GRID_TYPES, mapSort, mapType, PAGE_SIZES, SORTS, toggleGender, type FilterChange, type VideoGridFilter } from '../../videoFilter/filter';
import { TagPicker } from './TagPicker';

/** From mq.md's width on the filter starts open. */
const WIDE_SCREEN = `(min-width: ${BREAKPOINTS.md}px)`;

const FLAGS = ['isRecommended', 'freeVideosOnly', 'includeBoughtVideos', 'includeFreeVideos', 'includeOnSaleVideos', 'includeVIPVideos'] as const;

function Select({ label, value, onChange, children }: { label: string; value: string | number; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        css={(theme) => ({ font: 'inherit', width: '100%', minWidth: 0, minHeight: 44, padding: '0 8px', borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, background: theme.colors.background, color: theme.colors.text })}
      >
        {children}
      </select>
    </div>
  );
}

/** The duration bounds, applied together on submit so typing does not reload the list per key. */
function DurationForm({ filter, onChange }: { filter: VideoGridFilter; onChange: (change: FilterChange) => void }) {
  const { t } = useTranslation('media');
  const shown = `${filter.durationFrom ?? ''}-${filter.durationTo ?? ''}`;
  const [editing, setEditing] = useState({ for: shown, from: String(filter.durationFrom ?? ''), to: String(filter.durationTo ?? '') });
  // The URL changed (back button, reset): the fields follow it.
  if (editing.for !== shown) setEditing({ for: shown, from: String(filter.durationFrom ?? ''), to: String(filter.durationTo ?? '') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ durationFrom: editing.from, durationTo: editing.to });
  };
  return (
    <form onSubmit={submit} aria-label={t('videoList.filter.duration')} css={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', gap: 8 }}>
        <legend css={{ fontWeight: 600, marginBottom: 4 }}>{t('videoList.filter.duration')}</legend>
        <Field label={t('videoList.filter.durationFrom')} inputMode="numeric" value={editing.from} onChange={(event) => setEditing({ ...editing, from: event.target.value })} css={{ width: 80 }} />
        <Field label={t('videoList.filter.durationTo')} inputMode="numeric" value={editing.to} onChange={(event) => setEditing({ ...editing, to: event.target.value })} css={{ width: 80 }} />
      </fieldset>
      <Button type="submit" variant="secondary" css={{ marginBottom: 16 }}>
        {t('videoList.filter.apply')}
      </Button>
    </form>
  );
}

/** The video grid filter of spec 000 §3; every control reports a change, the rules are filter.ts'. */
export function GridFilterForm({ filter, onChange }: { filter: VideoGridFilter; onChange: (change: FilterChange) => void }) {
  const { t } = useTranslation('media');
  const panelId = useId();
  // On a phone the controls would fill the first screen: they start folded there, open on wider screens.
  const [open, setOpen] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches);
  return (
    <section aria-label={t('videoList.filter.label')} css={(theme) => ({ display: 'grid', gap: 16, margin: '0 0 24px', padding: 16, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius })}>
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} css={(theme) => ({ ...pillStyle(theme, open), justifySelf: 'start' })}>
        {t('videoList.filter.toggle')}
      </button>
      <div id={panelId} hidden={!open} css={{ display: 'grid', gap: 16, '&[hidden]': { display: 'none' } }}>
        <div css={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 220px))' } }}>
          <Select label={t('videoList.filter.type')} value={filter.type} onChange={(value) => onChange({ type: mapType(value) })}>
            {GRID_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`videoList.filter.types.${type}`)}
              </option>
            ))}
          </Select>
          <Select label={t('videoList.filter.sort')} value={filter.sort} onChange={(value) => onChange({ sort: mapSort(value) })}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`videoList.filter.sorts.${sort}`)}
              </option>
            ))}
          </Select>
          <Select label={t('videoList.filter.pageSize')} value={filter.pageSize} onChange={(value) => onChange({ pageSize: Number(value) })}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </div>
        <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
          <legend css={{ fontWeight: 600, marginBottom: 8 }}>{t('videoList.filter.genders')}</legend>
          <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {ACTOR_GENDERS.map((gender) => {
              const on = filter.actorGenders.includes(gender);
              return (
                <button key={gender} type="button" aria-pressed={on} onClick={() => onChange({ actorGenders: toggleGender(filter.actorGenders, gender) })} css={(theme) => pillStyle(theme, on)}>
                  {t(`videoList.filter.gender.${gender}`)}
                </button>
              );
            })}
          </div>
        </fieldset>
        <DurationForm filter={filter} onChange={onChange} />
        <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
          <legend css={{ fontWeight: 600, marginBottom: 8 }}>{t('videoList.filter.show')}</legend>
          <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 16 }}>
            {FLAGS.map((flag) => (
              <CheckboxField key={flag} label={t(`videoList.filter.flags.${flag}`)} checked={filter[flag]} onChange={(event) => onChange({ [flag]: event.target.checked })} />
            ))}
          </div>
        </fieldset>
        <TagPicker tags={filter.tags} onChange={(tags) => onChange({ tags })} />
      </div>
    </section>
  );
}
