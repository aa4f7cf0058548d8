import { renderLegalHtml, type LegalDocument } from './document';
import { IMPRINT } from './imprint';
import { PRIVACY } from './privacy';
import { TERMS } from './terms';

export interface LegalTextSeed {
  type: 'terms' | 'privacy' | 'imprint';
  product: string;
  version: number;
  language: string;
  html: string;
}

/** Current version of each text; a new version is a new row, older ones stay for the record. */
const DOCUMENTS: { type: LegalTextSeed['type']; version: number; texts: Partial<Record<string, LegalDocument>> }[] = [
  { type: 'terms', version: 3, texts: TERMS },
  { type: 'privacy', version: 2, texts: PRIVACY },
  { type: 'imprint', version: 1, texts: IMPRINT },
];

export function legalTextSeeds(product: string): LegalTextSeed[] {
  return DOCUMENTS.flatMap(({ type, version, texts }) =>
    Object.entries(texts).map(([language, document]) => ({
      type,
      product,
      version,
      language,
      html: renderLegalHtml(document as LegalDocument),
    })),
  );
}
