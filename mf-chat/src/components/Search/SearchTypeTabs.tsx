import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mq } from '@vx/shared';

export const CAMS_TABS = ['default', 'location', 'newGirls'] as const;
export type CamsTab = (typeof CAMS_TABS)[number];

interface Props {
  value: CamsTab;
  onChange: (tab: CamsTab) => void;
  /** Id of the tab panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

/** The search types of the cams page as tabs; arrow keys move between them. */
export function SearchTypeTabs({ value, onChange, panelId, idPrefix }: Props) {
  const { t } = useTranslation('chat');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? CAMS_TABS.length - 1 : (index + step + CAMS_TABS.length) % CAMS_TABS.length;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    onChange(CAMS_TABS[target]);
    refs.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('search.types')} css={{ display: 'flex', flexWrap: 'wrap', gap: 4, margin: '0 0 16px' }}>
      {CAMS_TABS.map((tab, index) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            css={(theme) => ({
              font: 'inherit',
              fontWeight: 600,
              minHeight: 40,
              padding: '0 10px',
              [mq.sm]: { padding: '0 16px' },
              whiteSpace: 'nowrap',
              cursor: 'pointer',
              border: 0,
              borderBottom: `3px solid ${selected ? theme.colors.primary : 'transparent'}`,
              background: 'transparent',
              color: selected ? theme.colors.text : theme.colors.textMuted,
              '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
            })}
          >
            {t(`search.type.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
