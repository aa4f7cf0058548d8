import { sanitizeArticleHtml } from './sanitize';

/** Parses the sanitised HTML the way the page renders it, to look at what is left. */
function rendered(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeArticleHtml(html);
  return container;
}

describe('sanitizeArticleHtml', () => {
  it('keeps the text markup the server writes', () => {
    const html = '<p>First &amp; foremost</p><h2>Backstage</h2><blockquote>Quoted</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('drops script tags with their content', () => {
    const container = rendered('<p>Hello</p><script>window.__pwned = 2</script>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('Hello');
  });

  it('drops images and their onerror handlers', () => {
    const container = rendered('<p>Text<img src="x" onerror="window.__pwned = 1"></p>');
    expect(container.innerHTML).toBe('<p>Text</p>');
  });

  it('drops event handler attributes on allowed tags', () => {
    const container = rendered('<p onclick="window.__pwned = 1" onmouseover="alert(1)">Click</p>');
    expect(container.innerHTML).toBe('<p>Click</p>');
  });

  it('keeps a link but not a javascript: or data: target', () => {
    const container = rendered('<a href="javascript:window.__pwned = 3">x</a><a href="data:text/html,<script>alert(1)</script>">y</a><a href="https://example.com/">z</a>');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, null, 'https://example.com/']);
    expect(container.textContent).toBe('xyz');
  });

  it('drops svg payloads, style, iframe and form', () => {
    const container = rendered(
      '<svg onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><text>s</text></a></svg>' +
        '<style>body { display: none }</style><iframe src="https://example.com/"></iframe>' +
        '<form action="https://example.com/"><input name="password"></form><math><mi>m</mi></math><p style="position: fixed">kept</p>',
    );
    for (const tag of ['svg', 'script', 'style', 'iframe', 'form', 'input', 'math']) expect(container.querySelector(tag)).toBeNull();
    expect(container.querySelector('p')?.getAttribute('style')).toBeNull();
    expect(container.textContent).toContain('kept');
  });

  it('drops ids and classes that could clash with the page', () => {
    expect(sanitizeArticleHtml('<p id="root" class="x" data-x="1">a</p>')).toBe('<p>a</p>');
  });
});
