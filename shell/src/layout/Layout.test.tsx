import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing/renderWithPlatform';
import { helpCenterHref } from './Footer/Footer';
import { Layout } from './Layout';

describe('Layout', () => {
  it('has a skip link and the landmarks header, navigation, main and footer', () => {
    renderWithPlatform(
      <Layout>
        <p>page</p>
      </Layout>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('page');
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('links the legal pages, becoming a model and the help center in the footer', () => {
    renderWithPlatform(<Layout>x</Layout>, { route: '/de/' });
    const footer = screen.getByRole('navigation', { name: 'Rechtliches und Hilfe' });
    const href = (name: string) => footer.querySelector(`a[href*="${name}"]`);
    expect(href('/de/agb/')).toBeTruthy();
    expect(href('/de/datenschutz/')).toBeTruthy();
    expect(href('visit-x.net/models')).toBeTruthy();
    expect(screen.getByText(/© \d{4} VISIT-X/)).toBeTruthy();
  });

  it('gives logged-in guests a help-center link with their name', () => {
    expect(helpCenterHref('https://help.example/', 'en', { isLoggedIn: true, name: 'lucky' })).toBe(
      'https://help.example/?locale=en-us&name=lucky',
    );
    expect(helpCenterHref('https://help.example/', 'de', { isLoggedIn: false, name: null })).toBe('https://help.example/?locale=de');
  });
});
