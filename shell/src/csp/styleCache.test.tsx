import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { createStyleCache } from './styleCache';

/** Emotion's style elements must carry the page's CSP nonce, or the browser refuses them. */
describe('createStyleCache', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('gives every style element emotion inserts the nonce of the csp-nonce meta tag', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'n0nce-from-server');
    document.head.append(meta);
    render(
      <CacheProvider value={createStyleCache(document)}>
        <p css={{ color: 'rgb(1, 2, 3)' }}>styled</p>
      </CacheProvider>,
    );
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('n0nce-from-server');
  });

  it('works without a nonce (development server, tests)', () => {
    expect(createStyleCache(document).nonce).toBeUndefined();
  });
});
