import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { get, post } from './testing/http';
import { SERVER_START_TIMEOUT, startTestServer } from './testing/server';
import { loadSecrets, secretsFileFor } from './secrets';

const PRODUCTION = { NODE_ENV: 'production' };
const STRONG = 'k3Jq9vX2mT7pL0sW4eR8yU1iO6aZ5dF-Gh';
const memory = { DATA_DIR: 'memory', DATABASE_URL: undefined };

describe('secrets', () => {
  it.each([
    ['the old default', 'demo-payment-secret-change-me', /published or placeholder/],
    ['a short value', 'Xy7-short-but-mixed', /shorter than 32 characters/],
    ['a placeholder', 'please-change-me-before-production-12345', /published or placeholder/],
    ['a repeated character', 'a'.repeat(40), /fewer than 10 different characters/],
  ])('refuses %s outside tests, naming the variable and the fix', (_name, value, reason) => {
    for (const variable of ['PAYMENT_SECRET', 'VISITOR_TOKEN_SECRET'] as const) {
      const config = { ...memory, PAYMENT_SECRET: STRONG, VISITOR_TOKEN_SECRET: `${STRONG}!`, [variable]: value };
      expect(() => loadSecrets(config, PRODUCTION)).toThrow(reason);
      expect(() => loadSecrets(config, PRODUCTION)).toThrow(new RegExp(`^${variable} .*openssl rand`));
      // Tests may use anything.
      expect(loadSecrets(config, { NODE_ENV: 'test' })).toBeDefined();
    }
  });

  it('refuses one value for both secrets outside tests', () => {
    expect(() => loadSecrets({ ...memory, PAYMENT_SECRET: STRONG, VISITOR_TOKEN_SECRET: STRONG }, PRODUCTION)).toThrow(/^PAYMENT_SECRET and VISITOR_TOKEN_SECRET are the same value/);
  });

  it('takes strong values from the environment', () => {
    expect(loadSecrets({ ...memory, PAYMENT_SECRET: STRONG, VISITOR_TOKEN_SECRET: `${STRONG}!` }, PRODUCTION)).toEqual({
      payment: STRONG,
      visitorToken: `${STRONG}!`,
    });
  });

  it('generates separate random secrets per process with DATA_DIR=memory', () => {
    const first = loadSecrets({ ...memory, PAYMENT_SECRET: undefined, VISITOR_TOKEN_SECRET: undefined }, PRODUCTION);
    const second = loadSecrets({ ...memory, PAYMENT_SECRET: undefined, VISITOR_TOKEN_SECRET: undefined }, PRODUCTION);
    expect(first.payment).not.toBe(first.visitorToken);
    expect(first.payment).not.toBe(second.payment);
    expect(first.payment.length).toBeGreaterThanOrEqual(32);
  });

  it('needs both secrets in the environment with PostgreSQL outside tests (every node must share them)', () => {
    const config = { DATA_DIR: '.data/pglite', DATABASE_URL: 'postgres://x@localhost/x', PAYMENT_SECRET: STRONG, VISITOR_TOKEN_SECRET: undefined };
    expect(() => loadSecrets(config, PRODUCTION)).toThrow(/^With DATABASE_URL, set VISITOR_TOKEN_SECRET/);
  });

  it('refuses a weak value in secrets.json and repairs a readable file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'vx-secrets-'));
    try {
      const config = { DATA_DIR: join(folder, 'pglite'), DATABASE_URL: undefined, PAYMENT_SECRET: undefined, VISITOR_TOKEN_SECRET: undefined };
      const file = secretsFileFor(config.DATA_DIR);
      writeFileSync(file, JSON.stringify({ PAYMENT_SECRET: 'demo-payment-secret-change-me' }), { mode: 0o644 });
      expect(() => loadSecrets(config, PRODUCTION)).toThrow(`PAYMENT_SECRET in ${file} is a published or placeholder value`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses to start the server with the old default secret', () => {
    const root = resolve(__dirname, '../..');
    const started = spawnSync(join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: 'memory', PORT: '0', PAYMENT_SECRET: 'demo-payment-secret-change-me' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('PAYMENT_SECRET is a published or placeholder value');
  }, 60_000);

  it(
    'keeps generated secrets beside the data folder, mode 0600, across two starts',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'vx-secrets-'));
      const dataDir = join(folder, 'pglite');
      try {
        const first = await startTestServer({ config: { DATA_DIR: dataDir } });
        const issued = await get(`${first.url}/rest/v1/vxql/visitorToken`);
        const secrets = first.secrets;
        await first.close();

        const file = secretsFileFor(dataDir);
        expect(file).toBe(join(folder, 'secrets.json'));
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ PAYMENT_SECRET: secrets.payment, VISITOR_TOKEN_SECRET: secrets.visitorToken });

        const second = await startTestServer({ config: { DATA_DIR: dataDir } });
        try {
          expect(second.secrets).toEqual(secrets);
          // A visitor token of the first start still works after the restart.
          const response = await post(`${second.url}/vxql?language=en`, { query: '{ guest { isLoggedIn } }' }, { token: issued.body.token });
          expect(response.status).toBe(200);
        } finally {
          await second.close();
        }
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    SERVER_START_TIMEOUT * 3,
  );
});
