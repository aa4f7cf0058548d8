// geoip-lite ships no types; only lookup is used (http/country.ts).
declare module 'geoip-lite' {
  export function lookup(ip: string): { country: string } | null;
}
