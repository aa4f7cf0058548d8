import { keyframes } from '@emotion/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { visuallyHidden } from '@vx/shared';
import { desktop, mobile, NAVBAR_HEIGHT } from '../media';

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const drop = keyframes({ from: { opacity: 0, transform: 'translateY(-6px)' }, to: { opacity: 1, transform: 'none' } });

interface Props {
  id: string;
  label: string;
  onClose: () => void;
  /** The navbar button that opens and closes it: focus goes back to it. */
  toggle: () => HTMLElement | null | undefined;
  /** Where the panel slides in from on mobile, and which edge it drops down at on desktop. */
  side: 'left' | 'right';
  /**
   * 'wide': on desktop as wide as its content needs up to the page's width (the navi menu's columns).
   * 'search': the whole width on mobile (spec 000 §2's search menu), a wide dropdown on desktop.
   */
  layout?: 'menu' | 'wide' | 'search';
  children: ReactNode;
}

/**
 * One open menu of the navbar: a slide-in panel under the navbar on mobile (spec 000 §2), a
 * dropdown on desktop. Radix's non-modal dialog does the behaviour: focus moves in on opening,
 * Escape and a press or focus beside the panel close it. It is rendered only while open and
 * loaded on demand (Navbar), so its button is a plain one and focus is given back to it here.
 */
export function MenuPanel({ id, label, onClose, toggle, side, layout = 'menu', children }: Props) {
  const full = layout === 'search';
  // After a press elsewhere the guest is on their way there: focus does not go back to the button.
  const leftByOutside = useRef(false);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()} modal={false}>
      {/* Dims the page on mobile; everywhere it takes the press beside the panel, so that press only closes it. */}
      <div
        aria-hidden="true"
        data-testid="menu-backdrop"
        css={{
          position: 'fixed',
          inset: 0,
          top: NAVBAR_HEIGHT,
          zIndex: 1,
          [mobile]: { background: 'rgba(0, 0, 0, 0.55)' },
          [desktop]: { top: 0 },
        }}
      />
      <Dialog.Content
        id={id}
        aria-describedby={undefined}
        onInteractOutside={(event) => {
          // The menu's own button toggles it; closing here too would reopen it at once.
          if (toggle()?.contains(event.target as Node)) event.preventDefault();
          else leftByOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!leftByOutside.current) toggle()?.focus();
        }}
        css={(theme) => ({
          zIndex: 2,
          background: theme.colors.surface,
          color: theme.colors.text,
          outline: 'none',
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          [mobile]: {
            position: 'fixed',
            top: NAVBAR_HEIGHT,
            bottom: 0,
            [side]: 0,
            // Full: between both edges, not 100vw, which counts a desktop browser's scrollbar in.
            ...(full ? { left: 0, right: 0 } : { width: 'min(360px, calc(100vw - 48px))' }),
            borderRight: !full && side === 'left' ? `1px solid ${theme.colors.border}` : undefined,
            borderLeft: !full && side === 'right' ? `1px solid ${theme.colors.border}` : undefined,
            animation: `${full ? drop : side === 'left' ? slideFromLeft : slideFromRight} 200ms ease-out`,
          },
          [desktop]: {
            position: 'absolute',
            top: `calc(100% + ${theme.space(1)}px)`,
            [side]: theme.space(6),
            width: { menu: 360, wide: `min(880px, calc(100vw - ${theme.space(12)}px))`, search: `min(640px, calc(100vw - ${theme.space(12)}px))` }[layout],
            maxHeight: `calc(100vh - ${NAVBAR_HEIGHT + theme.space(6)}px)`,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius,
            boxShadow: '0 16px 40px rgba(0, 0, 0, 0.4)',
            animation: `${drop} 150ms ease-out`,
          },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        })}
      >
        <Dialog.Title css={visuallyHidden}>{label}</Dialog.Title>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
