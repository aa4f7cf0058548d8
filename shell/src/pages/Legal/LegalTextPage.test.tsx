import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import DataProtectionPage from './DataProtectionPage';
import { sanitizeLegalHtml } from './LegalTextPage';
import TermsOfServicePage from './TermsOfServicePage';

const text = {
  id: 17,
  type: 'terms',
  product: 'visitx',
  version: 3,
  language: 'de',
  html: '<p>Intro</p><h2>1. Scope</h2><p onclick="alert(1)">Text<script>alert(2)</script></p><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a>',
};

describe('legal pages', () => {
  it('show the sanitized text, its version and a download link', async () => {
    const restCall = jest.fn().mockResolvedValue(text);
    renderWithPlatform(<TermsOfServicePage />, { route: '/de/agb/', restCall });
    expect(restCall).toHaveBeenCalledWith('legal/text/terms-of-service', expect.anything());
    const html = await screen.findByTestId('legal-html');
    expect(html.innerHTML).toContain('<h2>1. Scope</h2>');
    expect(html.innerHTML).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    expect(screen.getByTestId('legal-version').textContent).toBe('Version 3');
    expect(screen.getByRole('link', { name: 'Herunterladen' }).getAttribute('href')).toBe('/rest/v1/asset/legal-text/download/17');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Allgemeine Geschäftsbedingungen');
    expect(document.title).toBe('Allgemeine Geschäftsbedingungen | VISIT-X');
  });

  it('asks for the data protection text', async () => {
    const restCall = jest.fn().mockResolvedValue({ ...text, type: 'privacy' });
    renderWithPlatform(<DataProtectionPage />, { restCall });
    await screen.findByTestId('legal-html');
    expect(restCall).toHaveBeenCalledWith('legal/text/data-protection', expect.anything());
  });

  it('offers a retry when the text cannot be loaded', async () => {
    renderWithPlatform(<TermsOfServicePage />, { restCall: jest.fn().mockRejectedValue(new Error('down')) });
    expect((await screen.findByRole('alert')).textContent).toContain('The text could not be loaded.');
  });

  it('sanitizes without losing text markup', () => {
    expect(sanitizeLegalHtml('<ul><li>a</li></ul><p><strong>b</strong></p>')).toBe('<ul><li>a</li></ul><p><strong>b</strong></p>');
  });
});
