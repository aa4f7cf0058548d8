import { act, fireEvent, screen } from '@testing-library/react';
import { consent } from '../../consent/consent';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { Footer } from '../Footer/Footer';
import { ConsentBanner } from './ConsentBanner';

function resetConsent() {
  document.cookie = 'vx_consent=; Max-Age=0; Path=/';
  consent.state$.next({ decided: false, choice: { necessary: true, functional: false, analytics: false } });
}

describe('ConsentBanner', () => {
  beforeEach(resetConsent);

  it('is shown until the guest decides; "Accept all" allows every category', () => {
    renderWithPlatform(<ConsentBanner />);
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Accept all' })));
    expect(consent.state$.value).toEqual({ decided: true, choice: { necessary: true, functional: true, analytics: true } });
    expect(document.cookie).toContain('vx_consent=');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('"Reject all" keeps only necessary cookies', () => {
    renderWithPlatform(<ConsentBanner />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reject all' })));
    expect(consent.state$.value).toEqual({ decided: true, choice: { necessary: true, functional: false, analytics: false } });
    expect(consent.allows('analytics')).toBe(false);
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('offers reject with the same prominence as accept', () => {
    renderWithPlatform(<ConsentBanner />);
    const accept = screen.getByRole('button', { name: 'Accept all' });
    const reject = screen.getByRole('button', { name: 'Reject all' });
    expect(reject.className).toBe(accept.className);
  });

  it('saves a selection from the settings', () => {
    renderWithPlatform(<ConsentBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const necessary = screen.getByRole('switch', { name: 'Necessary' }) as HTMLInputElement;
    expect(necessary.checked && necessary.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Functional' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save selection' })));
    expect(consent.state$.value.choice).toEqual({ necessary: true, functional: true, analytics: false });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('comes back from the footer link after a decision', () => {
    consent.decide({ functional: false, analytics: false });
    renderWithPlatform(
      <>
        <Footer />
        <ConsentBanner />
      </>,
    );
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' })));
    expect(screen.getByTestId('consent-banner')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Accept all' })));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('opens its settings again on the choice stored last', () => {
    renderWithPlatform(
      <>
        <Footer />
        <ConsentBanner />
      </>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Accept all' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' })));
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const checked = (name: string) => (screen.getByRole('switch', { name }) as HTMLInputElement).checked;
    expect([checked('Functional'), checked('Analytics')]).toEqual([true, true]);
  });
});
