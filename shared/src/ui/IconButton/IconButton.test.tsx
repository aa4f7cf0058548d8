import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { themes } from '../theme';
import { CloseIcon, IconButton } from './IconButton';

const renderButton = (node: React.ReactNode) => render(<ThemeProvider theme={themes.amora}>{node}</ThemeProvider>);

describe('IconButton', () => {
  it('is a 40×40 button named by its label, never a submit button', () => {
    const onClick = jest.fn();
    renderButton(<IconButton label="Close" icon={<CloseIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.getAttribute('type')).toBe('button');
    expect(getComputedStyle(button).width).toBe('40px');
    expect(getComputedStyle(button).height).toBe('40px');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('comes in a 32 px size for tight places', () => {
    renderButton(<IconButton label="Close" size="sm" icon={<CloseIcon />} />);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Close' })).width).toBe('32px');
  });

  it('hides its icon from assistive technology and passes its ref on (for Radix asChild)', () => {
    const ref = createRef<HTMLButtonElement>();
    renderButton(<IconButton ref={ref} label="Dismiss" icon={<CloseIcon />} />);
    const svg = ref.current?.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(ref.current?.getAttribute('aria-label')).toBe('Dismiss');
  });
});
