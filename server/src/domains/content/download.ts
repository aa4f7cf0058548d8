import type { Language } from '@vx/shared/constants';
import type { LegalText } from '@vx/shared/protocol';
import type { LegalTypeName } from './service';

const TITLES: Record<LegalTypeName, Record<Language, string>> = {
  'terms-of-service': { en: 'Terms of Service', de: 'Nutzungsbedingungen', nl: 'Gebruiksvoorwaarden', es: 'Condiciones de uso' },
  'data-protection': { en: 'Data Protection', de: 'Datenschutz', nl: 'Privacyverklaring', es: 'Protección de datos' },
  imprint: { en: 'Imprint', de: 'Impressum', nl: 'Colofon', es: 'Aviso legal' },
};

function titleOf(text: LegalText): string {
  return TITLES[text.type as LegalTypeName]?.[text.language] ?? text.type;
}

/** "terms-of-service-v3-en.html": names what a guest saved, and when several versions exist, which one. */
export function downloadFileName(text: LegalText): string {
  return `${text.type}-v${text.version}-${text.language}.html`.replace(/[^a-z0-9.-]/gi, '-');
}

/** The stored fragment as a standalone document, readable offline. */
export function downloadDocument(text: LegalText): string {
  const title = titleOf(text);
  return `<!doctype html>
<html lang="${text.language}"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1>
${text.html}
</body></html>
`;
}
