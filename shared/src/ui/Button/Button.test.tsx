import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { themes } from '../theme';
import { Button, buttonStyle } from './Button';

describe('Button', () => {
  it('is never a submit button unless asked', () => {
    render(
      <ThemeProvider theme={themes.visitx}>
        <form>
          <Button>Cancel</Button>
        </form>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
  });

  it("lends its look to a link that leads somewhere, so both read as the same control", () => {
    render(
      <ThemeProvider theme={themes.amora}>
        <Button variant="secondary">Stay</Button>
        <a href="/elsewhere" css={buttonStyle('secondary')}>
          Leave
        </a>
      </ThemeProvider>,
    );
    const button = getComputedStyle(screen.getByRole('button', { name: 'Stay' }));
    const link = getComputedStyle(screen.getByRole('link', { name: 'Leave' }));
    for (const property of ['min-height', 'border', 'border-radius', 'font-weight', 'padding', 'color'] as const) {
      expect(link.getPropertyValue(property)).toBe(button.getPropertyValue(property));
    }
    expect(link.minHeight).toBe('40px');
    expect(link.textDecoration).toBe('none');
  });
});
