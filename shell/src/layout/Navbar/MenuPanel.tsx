import { keyframes } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { desktop, mobile, NAVBAR_HEIGHT } from '../media';

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const drop = keyframes({ from: { opacity: 0, transform: 'translateY(-6px)' }, to: { opacity: 1, transform: 'none' } });

interface Props {
  id: string;
  label: string;
  /** Where the panel slides in from on mobile. */
  side: 'left' | 'right';
  /** The navi panel exists on mobile only; the others drop down under the navbar on desktop. */
  mobileOnly?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * One menu of the navbar: a slide-in panel under the navbar on mobile (spec 000 §2), a dropdown
 * on desktop. Clicking beside it closes it; focus moves into it when it opens.
 */
export function MenuPanel({ id, label, side, mobileOnly = false, onClose, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="menu-backdrop"
        onClick={onClose}
        css={{
          position: 'fixed',
          inset: 0,
          top: NAVBAR_HEIGHT,
          zIndex: 1,
          [mobile]: { background: 'rgba(0, 0, 0, 0.55)' },
          [desktop]: { top: 0, display: mobileOnly ? 'none' : 'block' },
        }}
      />
      <div
        ref={ref}
        id={id}
        role="region"
        aria-label={label}
        tabIndex={-1}
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
            width: 'min(360px, calc(100vw - 48px))',
            borderRight: side === 'left' ? `1px solid ${theme.colors.border}` : undefined,
            borderLeft: side === 'right' ? `1px solid ${theme.colors.border}` : undefined,
            animation: `${side === 'left' ? slideFromLeft : slideFromRight} 200ms ease-out`,
          },
          [desktop]: {
            display: mobileOnly ? 'none' : 'block',
            position: 'absolute',
            top: `calc(100% + ${theme.space(1)}px)`,
            right: theme.space(6),
            width: 360,
            maxHeight: `calc(100vh - ${NAVBAR_HEIGHT + theme.space(6)}px)`,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius,
            boxShadow: '0 16px 40px rgba(0, 0, 0, 0.4)',
            animation: `${drop} 150ms ease-out`,
          },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        })}
      >
        {children}
      </div>
    </>
  );
}
