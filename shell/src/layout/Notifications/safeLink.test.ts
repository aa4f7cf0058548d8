import { safeExternalHref } from './safeLink';

describe('safeExternalHref', () => {
  it('keeps web and mail addresses', () => {
    expect(safeExternalHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeExternalHref('mailto:help@example.com')).toBe('mailto:help@example.com');
  });

  it('drops script, data and relative links', () => {
    expect(safeExternalHref('javascript:alert(1)')).toBeNull();
    expect(safeExternalHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeExternalHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeExternalHref('messenger')).toBeNull();
  });
});
