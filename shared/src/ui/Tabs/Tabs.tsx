import { useRef, type KeyboardEvent } from 'react';
import { mq } from '../theme';
import { focusRing } from '../focusRing';

interface Props<T extends string> {
  items: readonly T[];
  value: T;
  onChange: (item: T) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** Each tab's id is `${idPrefix}-${item}`, for the panel's aria-labelledby. */
  idPrefix: string;
  /** Id of the tab panel the tabs control. */
  panelId: string;
  text: (item: T) => string;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Accessible tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move the selection. */
export function Tabs<T extends string>({ items, value, onChange, label, idPrefix, panelId, text }: Props<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(index, items.length);
    onChange(items[target]);
    refs.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} css={{ display: 'flex', gap: 4, margin: '0 0 16px', overflowX: 'auto' }}>
      {items.map((item, index) => {
        const selected = item === value;
        return (
          <button
            key={item}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${item}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item)}
            onKeyDown={(event) => onKeyDown(event, index)}
            css={(theme) => ({
              font: 'inherit',
              fontWeight: 600,
              minHeight: 44,
              padding: '0 10px',
              [mq.sm]: { padding: '0 16px' },
              whiteSpace: 'nowrap',
              cursor: 'pointer',
              border: 0,
              borderBottom: `3px solid ${selected ? theme.colors.primary : 'transparent'}`,
              background: 'transparent',
              color: selected ? theme.colors.text : theme.colors.textMuted,
              ...focusRing(theme),
            })}
          >
            {text(item)}
          </button>
        );
      })}
    </div>
  );
}
