import { realpath, stat } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';

/** A content hash in the name ("main.3f9a1c2b.js", "chunk-8d0e…-.css") means the file never changes. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlOf(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Maps a URL path to a regular file inside root, as a path relative to root, or null: the shell's
 * page is sent for any other path that wants HTML. Refuses what could leave the folder or expose
 * what should stay private: undecodable paths, NUL bytes, backslashes, ".." and dot-files
 * (".env", ".git"), and symbolic links pointing outside root.
 */
export async function findStaticFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment.length > 0);
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return null;
  const base = resolve(root);
  const candidate = resolve(base, ...segments);
  if (!candidate.startsWith(base + sep)) return null;
  try {
    const real = await realpath(candidate);
    const realBase = await realpath(base);
    if (!real.startsWith(realBase + sep)) return null;
    const info = await stat(real);
    return info.isFile() ? relative(realBase, real) : null;
  } catch {
    return null;
  }
}
