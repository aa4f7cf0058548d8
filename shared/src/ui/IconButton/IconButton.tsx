import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { focusRing } from '../focusRing';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  /** 'md' is the 40 px touch target; 'sm' (32 px) only where a toast or chip has no room. */
  size?: 'md' | 'sm';
  /** What the button sits on, so its hover stays visible on a raised surface. */
  on?: 'surface' | 'raised';
  ref?: Ref<HTMLButtonElement>;
}

/** A square button with one icon: the close buttons of dialogs, bars and toasts. */
export function IconButton({ label, icon, size = 'md', on = 'surface', type = 'button', ref, ...rest }: Props) {
  const edge = size === 'md' ? 40 : 32;
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      css={(theme) => ({
        width: edge,
        height: edge,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        padding: 0,
        border: 0,
        borderRadius: theme.radius,
        background: 'transparent',
        color: theme.colors.text,
        cursor: 'pointer',
        '&:hover': { background: on === 'raised' ? theme.colors.surface : theme.colors.surfaceRaised },
        ...focusRing(theme),
      })}
      {...rest}
    >
      {icon}
    </button>
  );
}

/** The × of every close button. */
export function CloseIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
