import type { FastifyRequest } from 'fastify';
import geoip from 'geoip-lite';

/**
 * The country of the client address as the server sees it (request.ip, which honours TRUST_PROXY:
 * X-Forwarded-For counts only from a trusted proxy). Loopback and private addresses have none, so
 * local development is unaffected. No client header can choose it.
 */
export function countryOfRequest(request: FastifyRequest): string | null {
  const country = geoip.lookup(request.ip)?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

/** Fastify's trustProxy from the TRUST_PROXY setting: false, true, a hop count, or addresses/CIDRs. */
export function trustProxyOption(setting: string): boolean | string | ((address: string, hop: number) => boolean) {
  if (setting === 'false' || setting === '') return false;
  if (setting === 'true') return true;
  // Fastify's types take no number; a hop count is the same rule as a function of the hop.
  if (/^\d+$/.test(setting)) return (_address, hop) => hop < Number(setting);
  return setting;
}
