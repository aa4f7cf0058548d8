import { realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A content hash in the name ("main.3f9a1c2b.js", "chunk-8d0e…-.css") means the file never changes. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlOf(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface StaticFile {
  path: string;
  size: number;
  mtime: Date;
}

/**
 * Maps a URL path to a regular file inside root, or null. Refuses what could leave the folder or
 * expose what should stay private: undecodable paths, NUL bytes, backslashes, ".." and dot-files
 * (".env", ".git"), and symbolic links pointing outside root.
 */
export async function findStaticFile(root: string, urlPath: string): Promise<StaticFile | null> {
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
    return info.isFile() ? { path: real, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}
