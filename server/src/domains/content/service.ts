import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { FALLBACK_LANGUAGE, type Language } from '@vx/shared/constants';
import type { LegalText } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { legalTexts, type LegalTextRow } from './schema';

/** Public names of the legal pages (spec 000 §2 routes) and the stored type behind each. */
export const LEGAL_TYPES = {
  'terms-of-service': 'terms',
  'data-protection': 'privacy',
  imprint: 'imprint',
} as const;
export type LegalTypeName = keyof typeof LEGAL_TYPES;
type StoredType = (typeof LEGAL_TYPES)[LegalTypeName];

const NAME_OF: Record<StoredType, LegalTypeName> = { terms: 'terms-of-service', privacy: 'data-protection', imprint: 'imprint' };

/** The brand whose texts are served; every brand shares the main brand's texts for now. */
export const LEGAL_PRODUCT = 'visitx';

export function toLegalText(row: LegalTextRow): LegalText {
  return {
    id: row.id,
    type: NAME_OF[row.type as StoredType] ?? row.type,
    product: row.product,
    version: row.version,
    language: row.language as Language,
    html: row.html,
  };
}

/** The newest version in the language asked for, else the newest English one (spec 000 §1 fallback). */
export async function findLegalText(db: Executor, name: LegalTypeName, language: Language): Promise<LegalText | null> {
  const [row] = await db
    .select()
    .from(legalTexts)
    .where(
      and(
        eq(legalTexts.type, LEGAL_TYPES[name]),
        eq(legalTexts.product, LEGAL_PRODUCT),
        inArray(legalTexts.language, [language, FALLBACK_LANGUAGE]),
      ),
    )
    .orderBy(sql`(${legalTexts.language} = ${language}) DESC`, desc(legalTexts.version))
    .limit(1);
  return row ? toLegalText(row) : null;
}

export async function findLegalTextById(db: Executor, id: number): Promise<LegalText | null> {
  const [row] = await db.select().from(legalTexts).where(eq(legalTexts.id, id)).limit(1);
  return row ? toLegalText(row) : null;
}
