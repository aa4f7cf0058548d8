import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says so in the page language, links home and sets the title', () => {
    renderWithPlatform(<NotFoundPage />, { route: '/nl/bestaat-niet/' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pagina niet gevonden');
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/nl/');
    expect(document.title).toBe('Pagina niet gevonden | VISIT-X');
  });
});
