import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { themes } from '../theme';
import { Heading, PageHeader } from './Heading';

const renderIn = (node: React.ReactNode) => render(<ThemeProvider theme={themes.visitx}>{node}</ThemeProvider>);

describe('Heading', () => {
  it('sizes each level from the type scale', () => {
    renderIn(
      <>
        <Heading level={1}>Page</Heading>
        <Heading level={2}>Section</Heading>
        <Heading level={3}>Part</Heading>
      </>,
    );
    expect(getComputedStyle(screen.getByRole('heading', { level: 1 })).fontSize).toBe('28px');
    expect(getComputedStyle(screen.getByRole('heading', { level: 2 })).fontSize).toBe('22px');
    expect(getComputedStyle(screen.getByRole('heading', { level: 3 })).fontSize).toBe('20px');
  });

  it('takes another size of the scale and an id for aria-labelledby', () => {
    renderIn(
      <Heading level={2} size="title" id="t">
        Title
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Title' });
    expect(heading.id).toBe('t');
    expect(getComputedStyle(heading).fontSize).toBe('24px');
  });
});

describe('PageHeader', () => {
  it("is the page's one h1 in the page's header, with what follows it", () => {
    renderIn(
      <PageHeader title="Cams">
        <p>Lead</p>
      </PageHeader>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Cams' });
    expect(getComputedStyle(heading).fontSize).toBe('28px');
    expect(heading.closest('header')?.textContent).toBe('CamsLead');
  });
});
