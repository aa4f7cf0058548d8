const SCRIPT = /<script\b[^>]*\bsrc=("?)([^"\s>]+)\1[^>]*><\/script>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=("?)preload\1)(?=[^>]*\bas=("?)script\2)[^>]*\bhref=("?)([^"\s>]+)\3[^>]*>/gi;

/**
 * A page with a first view paints it before any of the app's scripts is fetched or run: the
 * template's script tags and script preloads become one inline loader that adds them after the
 * first frame (at once in a hidden tab, which paints no frame). Run before the app's scripts, a
 * first paint would wait for them, and with them the largest paint on a slow phone.
 */
export function loadScriptsAfterPaint(html: string, nonce: string): string {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(SCRIPT, (_tag, _quote, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, (...groups: string[]) => {
      preloads.push(groups[4]);
      return '';
    });
  if (scripts.length === 0) return html;
  // JSON of the build's own file names; `<` escaped so no name can end the script element.
  const list = (items: string[]) => JSON.stringify(items).replace(/</g, '\\u003c');
  const loader =
    `<script nonce="${nonce}">(function(){function load(){var h=document.head;` +
    `${list(preloads)}.forEach(function(u){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=u;h.appendChild(l)});` +
    `${list(scripts)}.forEach(function(u){var s=document.createElement('script');s.src=u;s.async=false;h.appendChild(s)})}` +
    `if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)})})()</script>`;
  return rest.replace('</body>', () => `${loader}</body>`);
}
