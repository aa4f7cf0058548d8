import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MOBILE_MENU_MAX_WIDTH } from '@vx/shared';

const desktop = `@media (min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`;

/**
 * Filters beside the results on wide screens; under 1023 px they sit behind a button and open
 * as a panel above the results (spec 000 §2: the cam filter is a mobile menu).
 */
export function SearchLayout({ filters, toolbar, children }: { filters: ReactNode; toolbar: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div css={{ display: 'grid', gap: 24, gridTemplateColumns: 'minmax(0, 1fr)', [desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)' } }}>
      <div css={{ [desktop]: { gridColumn: 2, gridRow: 1 } }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 }}>
          <span css={{ [desktop]: { display: 'none' } }}>
            <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
              {open ? t('search.hideFilters') : t('search.showFilters')}
            </Button>
          </span>
          {toolbar}
        </div>
        <div
          id={panelId}
          css={(theme) => ({
            display: open ? 'block' : 'none',
            padding: 16,
            marginBottom: 16,
            borderRadius: theme.radius,
            background: theme.colors.surface,
            border: `1px solid ${theme.colors.border}`,
            [desktop]: { display: 'none' },
          })}
        >
          {open && filters}
        </div>
        {children}
      </div>
      <aside css={{ display: 'none', [desktop]: { display: 'block', gridColumn: 1, gridRow: 1 } }}>
        {filters}
      </aside>
    </div>
  );
}
