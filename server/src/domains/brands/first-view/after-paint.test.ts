import { loadScriptsAfterPaint } from './after-paint';

// The shape of the shell's minified index.html (html-webpack-plugin, PreloadStartupPlugin).
const TEMPLATE =
  '<!doctype html><html lang=en><head><link rel=icon href=/favicon.svg?1><link rel=preload as=script href=/145.f1.js>' +
  '<link rel=preload as=script href=/bootstrap.fb.js></head><body><div id=root></div>' +
  '<script nonce="n" defer src=/main.js?59></script></body></html>';

describe('loadScriptsAfterPaint', () => {
  const html = loadScriptsAfterPaint(TEMPLATE, 'n0nce');

  it('leaves no script or script preload for the parser to fetch before the first paint', () => {
    expect(html).not.toMatch(/<script[^>]*src=/);
    expect(html).not.toMatch(/rel=preload/);
    expect(html).toContain('<link rel=icon href=/favicon.svg?1>');
  });

  it('adds them, in order, from one nonce’d loader at the end of the body', () => {
    const loader = html.slice(html.indexOf('<script nonce="n0nce">'));
    expect(loader.endsWith('</script></body></html>')).toBe(true);
    expect(loader).toContain('["/145.f1.js","/bootstrap.fb.js"].forEach');
    expect(loader).toContain('["/main.js?59"].forEach');
    expect(loader).toContain('s.async=false');
    expect(loader).toContain("requestAnimationFrame(function(){setTimeout(load,0)})");
  });

  it('runs the loader: after a frame, or at once in a hidden tab', () => {
    const loader = /<script nonce="n0nce">(.*)<\/script>/.exec(html)![1];
    const appended: string[] = [];
    const frames: Array<() => void> = [];
    const fakeDocument = (visibilityState: string) => ({
      visibilityState,
      head: { appendChild: (element: { href?: string; src?: string }) => appended.push(element.href ?? element.src ?? '') },
      createElement: () => ({}),
    });
    const run = (visibilityState: string) =>
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
        fakeDocument(visibilityState),
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => callback(),
      );
    run('hidden');
    expect(appended).toEqual(['/145.f1.js', '/bootstrap.fb.js', '/main.js?59']);
    appended.length = 0;
    run('visible');
    expect(appended).toEqual([]);
    frames[0]();
    expect(appended).toEqual(['/145.f1.js', '/bootstrap.fb.js', '/main.js?59']);
  });

  it('changes nothing in a page without scripts', () => {
    expect(loadScriptsAfterPaint('<html><body></body></html>', 'n')).toBe('<html><body></body></html>');
  });
});
