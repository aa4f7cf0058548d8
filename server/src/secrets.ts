import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Config } from './config';

/**
 * The server's signing secrets. Two separate ones, so a leak of one does not give the other:
 * the payment secret is shared with the payment provider, the visitor-token secret never leaves us.
 */
export interface Secrets {
  /** Signs and checks the payment provider's callbacks (PAYMENT_SECRET). */
  payment: string;
  /**
   * Signs and checks the query service's visitor tokens and the signed media URLs, each with its own
   * key derived by HKDF (VISITOR_TOKEN_SECRET).
   */
  visitorToken: string;
}

type SecretName = keyof Secrets;

const SETTINGS: Record<SecretName, { variable: 'PAYMENT_SECRET' | 'VISITOR_TOKEN_SECRET'; risk: string }> = {
  payment: { variable: 'PAYMENT_SECRET', risk: 'anyone who knows it can credit coins without paying' },
  visitorToken: { variable: 'VISITOR_TOKEN_SECRET', risk: 'anyone who knows it can forge visitor tokens' },
};

export const MIN_SECRET_LENGTH = 32;

/** Values published in this repository's history and docs: signing with them protects nothing. */
const PUBLISHED = new Set(['demo-payment-secret-change-me', 'test-internal-secret-0123456789']);

function weakness(value: string): string | null {
  if (PUBLISHED.has(value) || /change-?me/i.test(value)) return 'is a published or placeholder value';
  if (value.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  // Guards against keyboard runs like "aaaa…" or "12341234…".
  if (new Set(value).size < 10) return 'uses fewer than 10 different characters';
  return null;
}

const generate = (): string => randomBytes(32).toString('base64url');

const HOW_TO_FIX = `Set it to a random value of at least ${MIN_SECRET_LENGTH} characters (for example \`openssl rand -base64 48\`)`;

/** Where generated secrets are kept with the embedded database: beside its folder, e.g. `.data/secrets.json`. */
export function secretsFileFor(dataDir: string): string {
  return join(dirname(resolve(dataDir)), 'secrets.json');
}

function readFile(file: string): Partial<Record<string, string>> {
  if (!existsSync(file)) return {};
  // Generated secrets are for this server's user only; repair a file someone copied with a wider mode.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<string, string>>;
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}). Repair it, or delete it to generate new secrets (open payments and visitor tokens then become invalid).`);
  }
}

function writeFile(file: string, values: Record<string, string>): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // Written beside and renamed, so a crash never leaves half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/**
 * The secrets, in this order: the environment (PAYMENT_SECRET, VISITOR_TOKEN_SECRET); with the
 * embedded database on disk, `secrets.json` beside its folder, generated randomly on first start;
 * with DATA_DIR=memory, random for this process (its data dies with it too). Outside tests a short
 * or published value refuses the start, and PostgreSQL (several nodes, no data folder of ours)
 * needs both in the environment.
 */
export function loadSecrets(
  config: Pick<Config, 'PAYMENT_SECRET' | 'VISITOR_TOKEN_SECRET' | 'DATA_DIR' | 'DATABASE_URL'>,
  env: Record<string, string | undefined> = process.env,
): Secrets {
  // Tests may pin any value they like; everywhere else a weak secret is a hole, so it stops the start.
  const strict = env.NODE_ENV !== 'test';
  const names = Object.keys(SETTINGS) as SecretName[];
  // `PAYMENT_SECRET=` in an env file means "not set".
  const given: Partial<Secrets> = { payment: config.PAYMENT_SECRET || undefined, visitorToken: config.VISITOR_TOKEN_SECRET || undefined };
  const check = (name: SecretName, value: string, source: string, fix: string) => {
    const problem = strict ? weakness(value) : null;
    if (problem) throw new Error(`${SETTINGS[name].variable} ${source}${problem}, and ${SETTINGS[name].risk}. ${fix}.`);
  };
  for (const name of names) {
    const value = given[name];
    if (value !== undefined) check(name, value, '', `${HOW_TO_FIX}, or leave it unset to let the server generate one in its data folder`);
  }
  if (strict && given.payment !== undefined && given.payment === given.visitorToken) {
    throw new Error(`PAYMENT_SECRET and VISITOR_TOKEN_SECRET are the same value: the payment provider could then sign visitor tokens. ${HOW_TO_FIX} for each.`);
  }
  const missing = names.filter((name) => given[name] === undefined);
  if (missing.length === 0) return given as Secrets;

  if (config.DATABASE_URL && strict) {
    const variables = missing.map((name) => SETTINGS[name].variable).join(' and ');
    throw new Error(`With DATABASE_URL, set ${variables} in the environment, the same on every server node. ${HOW_TO_FIX}.`);
  }
  if (config.DATABASE_URL || config.DATA_DIR === 'memory') {
    return { ...given, ...Object.fromEntries(missing.map((name) => [name, generate()])) } as Secrets;
  }

  const file = secretsFileFor(config.DATA_DIR);
  const stored = readFile(file);
  let changed = false;
  const secrets = { ...given } as Secrets;
  for (const name of missing) {
    const variable = SETTINGS[name].variable;
    let value = stored[variable];
    if (value === undefined) {
      value = generate();
      stored[variable] = value;
      changed = true;
    }
    check(name, value, `in ${file} `, `Remove it from that file to have a new one generated`);
    secrets[name] = value;
  }
  if (changed) writeFile(file, stored as Record<string, string>);
  return secrets;
}
