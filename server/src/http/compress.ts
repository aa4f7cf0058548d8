import { readFile } from 'node:fs/promises';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|json|html|svg|txt|map|webmanifest)$/i;
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';
/** Compressed bodies by file, modification time and encoding: each file is compressed once. */
const cache = new Map<string, Buffer>();

export function pickEncoding(acceptEncoding: string | undefined, path: string, size: number): Encoding | null {
  if (size < MIN_BYTES || !COMPRESSIBLE.test(path) || !acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** The file's body in the encoding, compressed at the highest level once and kept in memory. */
export async function compressedFile(path: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${path}\0${mtimeMs}\0${encoding}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const body = await readFile(path);
  const out =
    encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gzipAsync(body, { level: 9 });
  cache.set(key, out);
  return out;
}
