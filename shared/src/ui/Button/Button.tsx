import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
}

export function Button({ variant = 'primary', type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      css={(theme) => ({
        font: 'inherit',
        fontWeight: 600,
        minHeight: 40,
        padding: `0 ${theme.space(4)}px`,
        borderRadius: theme.radius,
        cursor: 'pointer',
        border: variant === 'secondary' ? `1px solid ${theme.colors.border}` : '1px solid transparent',
        background: variant === 'primary' ? theme.colors.primary : 'transparent',
        color: variant === 'primary' ? theme.colors.primaryText : theme.colors.text,
        '&:hover:not(:disabled)': { filter: 'brightness(1.1)' },
        '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
        '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
      })}
      {...rest}
    />
  );
}
