import type { Theme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { focusRing } from '../focusRing';

type Variant = 'primary' | 'secondary' | 'ghost';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

/** A button's look; a link that leads somewhere but reads as a button takes it too. */
export const buttonStyle =
  (variant: Variant = 'primary') =>
  (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    font: 'inherit',
    fontWeight: 600,
    minHeight: 40,
    padding: `0 ${theme.space(4)}px`,
    borderRadius: theme.radius,
    cursor: 'pointer',
    textDecoration: 'none',
    border: variant === 'secondary' ? `1px solid ${theme.colors.border}` : '1px solid transparent',
    background: variant === 'primary' ? theme.colors.primary : 'transparent',
    color: variant === 'primary' ? theme.colors.primaryText : theme.colors.text,
    '&:hover:not(:disabled)': { filter: 'brightness(1.1)' },
    ...focusRing(theme),
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  });

export function Button({ variant = 'primary', type = 'button', ...rest }: Props) {
  return <button type={type} css={buttonStyle(variant)} {...rest} />;
}
