import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { MIGRATIONS_FOLDER } from './drizzle-migrations';
import { schemaFiles } from '../testing/schema-drift';

const SERVER = join(__dirname, '..', '..');
const DRIZZLE_KIT = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const GUESTS_SCHEMA = join(SERVER, 'src', 'domains', 'guests', 'schema.ts');
// Under the repo's node_modules, so that a schema file copied there still finds drizzle-orm.
const CACHE = join(SERVER, '..', 'node_modules', '.cache');

/**
 * The CI check that the drizzle schema is the one source of the database: drizzle-kit, run on a copy
 * of db/migrations, finds the migrations consistent (`check`) and nothing left to generate. A schema
 * edit committed without `npm run db:generate -w server` fails here.
 */
describe('the migrations drizzle-kit generated', () => {
  let workspace: string;
  beforeEach(() => {
    mkdirSync(CACHE, { recursive: true });
    workspace = mkdtempSync(join(CACHE, 'migrations-in-sync-'));
    cpSync(MIGRATIONS_FOLDER, join(workspace, 'migrations'), { recursive: true });
  });
  afterEach(() => rmSync(workspace, { recursive: true, force: true }));

  /** drizzle-kit with drizzle.config.ts but writing to the copy, and optionally other schema files; its output. */
  function drizzleKit(command: 'check' | 'generate', schema?: string[]): string {
    const config = join(workspace, 'drizzle.config.ts');
    // drizzle-kit reads `out` relative to the folder it runs in, whatever it is given.
    const out = relative(SERVER, join(workspace, 'migrations'));
    writeFileSync(
      config,
      `import base from ${JSON.stringify(join(SERVER, 'drizzle.config'))};\n` +
        `export default { ...base, out: ${JSON.stringify(out)}${schema ? `, schema: ${JSON.stringify(schema)}` : ''} };\n`,
    );
    return execFileSync(process.execPath, [DRIZZLE_KIT, command, '--config', config], { cwd: SERVER, encoding: 'utf8', stdio: 'pipe' });
  }
  const sqlFiles = () => readdirSync(join(workspace, 'migrations')).filter((file) => file.endsWith('.sql'));

  it('match the schema: drizzle-kit checks them and has nothing to generate', () => {
    const before = sqlFiles();
    expect(before.length).toBeGreaterThan(0);
    expect(drizzleKit('check')).toMatch(/Everything's fine/);
    expect(drizzleKit('generate')).toMatch(/No schema changes, nothing to migrate/);
    expect(sqlFiles()).toEqual(before);
  });

  it('are told apart from a schema edited without a migration', () => {
    const edited = join(workspace, 'guests-schema.ts');
    writeFileSync(edited, readFileSync(GUESTS_SCHEMA, 'utf8').replace("signupOrigin: text('signup_origin'),", "$&\n    inSyncProbe: text('in_sync_probe'),"));
    const output = drizzleKit('generate', [...schemaFiles().filter((file) => file !== GUESTS_SCHEMA), edited]);
    expect(output).not.toMatch(/No schema changes/);
    const added = sqlFiles().filter((file) => !readdirSync(MIGRATIONS_FOLDER).includes(file));
    expect(added).toHaveLength(1);
    expect(readFileSync(join(workspace, 'migrations', added[0]), 'utf8')).toContain('ALTER TABLE "guests" ADD COLUMN "in_sync_probe" text;');
  });

  it('name no schema: they make a database in whatever schema they run in (scripts/db-generate.ts)', () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
    for (const file of files) expect(readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8')).not.toMatch(/"public"\./);
  });
});
