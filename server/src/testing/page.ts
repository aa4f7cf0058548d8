import { request as httpRequest } from 'node:http';

export interface PageResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A GET as a browser on a brand's host sends it (asking for HTML unless told otherwise): fetch cannot set Host, node:http can; the path
 * goes out exactly as written and redirects are not followed, so a test sees a 301 itself.
 */
export function getPage(base: string, path: string, host = 'localhost', headers: Record<string, string> = {}): Promise<PageResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers: { accept: 'text/html', ...headers, host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
