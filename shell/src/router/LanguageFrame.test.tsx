import { ThemeProvider } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { createI18n, type Language } from '@vx/shared';
import { themes } from '@vx/shared/theme';
import type { Services } from '../platform/services';
import { LanguageFrame } from './LanguageFrame';

jest.mock('../layout/Layout', () => ({ Layout: ({ children }: { children: ReactNode }) => children }));
jest.mock('../platform/PlatformProvider', () => ({ PlatformProvider: ({ children }: { children: ReactNode }) => children }));

function servicesIn(language: Language) {
  const i18n = createI18n(language);
  let current = language;
  i18n.on('languageChanged', (next) => {
    current = next as Language;
  });
  return { i18n, currentLanguage: () => current } as unknown as Services;
}

describe('LanguageFrame', () => {
  it("renders a page of the new language only once the services speak it (its calls are asked in that language)", async () => {
    const services = servicesIn('en');
    const seen: string[] = [];
    function Page() {
      const { page } = useParams();
      seen.push(`${page}:${services.currentLanguage()}`);
      return <p>{page}</p>;
    }
    const frame = (language: Language) => ({
      path: `/${language}`,
      element: <LanguageFrame services={services} language={language} />,
      children: [{ path: ':page', element: <Page /> }],
    });
    const router = createMemoryRouter([frame('en'), frame('de')], { initialEntries: ['/en/magazine'] });
    window.scrollTo = jest.fn();
    render(
      <ThemeProvider theme={themes.visitx}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(await screen.findByText('magazine')).toBeTruthy();

    await act(() => router.navigate('/de/magazin'));
    expect(await screen.findByText('magazin')).toBeTruthy();
    expect(seen.filter((entry) => entry.startsWith('magazin:'))).not.toHaveLength(0);
    expect(seen.filter((entry) => entry.startsWith('magazin:') && entry !== 'magazin:de')).toEqual([]);
  });
});
