import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { HistoryIcon, SearchIcon } from '../Navbar/icons';
import type { SearchGroup, SearchOption } from './searchOptions';

interface Props {
  id: string;
  groups: SearchGroup[];
  activeKey: string | null;
  /** The element id of an option (the input's aria-activedescendant names it). */
  optionId: (option: SearchOption) => string;
  onChoose: (option: SearchOption) => void;
  busy: boolean;
}

const optionCss = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  minHeight: 44,
  padding: `${theme.space(1)}px ${theme.space(4)}px`,
  cursor: 'pointer',
  color: theme.colors.text,
  overflowWrap: 'anywhere' as const,
  '&:hover': { background: theme.colors.surfaceRaised },
  '&[aria-selected="true"]': { background: theme.colors.surfaceRaised, boxShadow: `inset 3px 0 0 ${theme.colors.primary}` },
});

function Thumbnail({ src, round }: { src: string | null; round: boolean }) {
  const box = (theme: Theme) => ({
    flexShrink: 0,
    width: 40,
    height: 40,
    borderRadius: round ? theme.radii.round : theme.radius,
    background: theme.colors.surfaceRaised,
    objectFit: 'cover' as const,
  });
  return src ? <img src={src} alt="" width={40} height={40} loading="lazy" css={box} /> : <span aria-hidden="true" css={box} />;
}

function OptionContent({ option, group }: { option: SearchOption; group: SearchGroup['kind'] }) {
  const { t } = useTranslation('shell');
  if (option.kind === 'search') {
    return (
      <>
        <span css={(theme) => ({ display: 'inline-flex', color: theme.colors.textMuted })}>
          {group === 'history' ? <HistoryIcon /> : <SearchIcon size={18} />}
        </span>
        <span>{option.search}</span>
      </>
    );
  }
  if (option.kind === 'all') return <span css={{ fontWeight: 600 }}>{t(`search.all.${option.of}`, { count: option.total })} →</span>;
  return (
    <>
      <span css={{ position: 'relative', display: 'inline-flex' }}>
        <Thumbnail src={option.image} round={option.online !== undefined} />
        {option.online && (
          <span
            css={(theme) => ({
              position: 'absolute',
              right: 0,
              bottom: 0,
              width: 10,
              height: 10,
              borderRadius: theme.radii.round,
              background: theme.colors.online,
              border: `2px solid ${theme.colors.surface}`,
            })}
          />
        )}
      </span>
      <span css={{ minWidth: 0 }}>
        <span css={{ display: 'block', fontWeight: 600 }}>{option.label}</span>
        {(option.detail || option.online) && (
          <span css={(theme) => ({ display: 'block', fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
            {option.detail ?? t('search.online')}
          </span>
        )}
      </span>
    </>
  );
}

/**
 * The overlay's listbox (WAI-ARIA combobox pattern): options in labelled groups. Focus stays in the
 * field; the active option is told by aria-activedescendant and marked here by aria-selected.
 */
export function SearchListbox({ id, groups, activeKey, optionId, onChoose, busy }: Props) {
  const { t } = useTranslation('shell');
  return (
    <div role="listbox" id={id} aria-label={t('search.suggestions')} aria-busy={busy || undefined} hidden={groups.length === 0}>
      {groups.map((group) => {
        const labelId = `${id}-${group.kind}`;
        return (
          <div key={group.kind} role="group" aria-labelledby={labelId} css={(theme) => ({ padding: `${theme.space(2)}px 0`, borderTop: `1px solid ${theme.colors.border}` })}>
            <div
              id={labelId}
              role="presentation"
              css={(theme) => ({
                padding: `${theme.space(1)}px ${theme.space(4)}px`,
                fontSize: theme.fontSize.caption,
                fontWeight: 700,
                letterSpacing: '0.06em',
                textTransform: 'uppercase',
                color: theme.colors.textMuted,
              })}
            >
              {t(`search.groups.${group.kind}`)}
            </div>
            {group.options.map((option) => (
              <div
                key={option.key}
                id={optionId(option)}
                role="option"
                aria-selected={option.key === activeKey}
                data-testid={`search-option-${option.kind}`}
                // The field keeps the focus: a press on an option must not blur it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
                css={optionCss}
              >
                <OptionContent option={option} group={group.kind} />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
