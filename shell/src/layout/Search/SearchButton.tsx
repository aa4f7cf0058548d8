import type { ComponentPropsWithRef, FocusEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@vx/shared';
import { desktop, mobile } from '../media';
import { SearchIcon } from '../Navbar/icons';
import { barButton } from '../Navbar/styles';
import { loadSearchOverlay } from './lazySearch';

/**
 * The navbar's search button, the one part of the search on the start page: an icon on phones, a
 * field-like button on desktop. It toggles the navbar's search menu (Navbar's menu props) and
 * fetches the overlay's code as the guest comes near it.
 */
export function SearchButton({ onPointerEnter, onFocus, ...props }: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  return (
    <button
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        void loadSearchOverlay();
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        void loadSearchOverlay();
      }}
      css={(theme) => ({
        ...barButton(theme),
        [desktop]: {
          justifyContent: 'flex-start',
          width: 160,
          color: theme.colors.textMuted,
          fontWeight: 400,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.background,
        },
      })}
    >
      <SearchIcon size={20} />
      <span css={{ [mobile]: visuallyHidden }}>{t('search.open')}</span>
    </button>
  );
}
