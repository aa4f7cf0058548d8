import { ASSET_KINDS, type AssetKind } from './assets';

/** An asset's id in the query service: its kind and the media's id, e.g. `album-7` (one number alone would be ambiguous). */
export const assetId = (kind: AssetKind, mediaId: number) => `${kind}-${mediaId}`;

const ID_PATTERN = new RegExp(`^(${ASSET_KINDS.join('|')})-([1-9][0-9]{0,9})$`);

/** The kind and media id of an asset id; null for anything else (an unknown kind, a number out of range). */
export function parseAssetId(id: string): { kind: AssetKind; mediaId: number } | null {
  const match = ID_PATTERN.exec(id);
  if (!match) return null;
  const mediaId = Number(match[2]);
  return mediaId <= 2_147_483_647 ? { kind: match[1] as AssetKind, mediaId } : null;
}
