/**
 * Unit tests beside the client code (jsdom), the remotes' built contract, server tests against a running
 * server (node), and the fuzz suite, run apart from the server suite.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const serverProject = {
  testEnvironment: 'node',
  // e2e/integration: a client package against the real server in Node (the shell's socket client),
  // kept out of server/ so the server never imports app code; scripts/lint: the lint's own tests.
  roots: ['<rootDir>/server/src', '<rootDir>/e2e/integration', '<rootDir>/scripts/lint'],
  testMatch: ['**/*.test.ts'],
  // PGlite's CommonJS build loads Node modules with import(), which Jest's VM refuses without
  // --experimental-vm-modules; swc turns those into require(). DiceBear (the media's characters)
  // ships ES modules only, which swc makes CommonJS the same way.
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+/@electric-sql/pglite/dist/.+\\.cjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/|@dicebear/)'],
  setupFilesAfterEnv: ['<rootDir>/types/jest-slow-timeout.ts'],
};

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared/src', '<rootDir>/shell/src', '<rootDir>/mf-chat/src', '<rootDir>/mf-messenger/src', '<rootDir>/mf-media/src', '<rootDir>/mf-tv/src', '<rootDir>/mf-events/src', '<rootDir>/mf-myarea/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFiles: ['<rootDir>/types/jest-polyfills.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/types/file-stub.js' },
    },
    {
      // Each remote's built ./feature loaded as the shell loads it (e2e/contract); needs the builds,
      // so `npm test` runs it after the end-to-end suite has built them.
      displayName: 'contract',
      testEnvironment: '<rootDir>/e2e/contract/environment.js',
      roots: ['<rootDir>/e2e/contract'],
      testMatch: ['**/*.contract.test.tsx'],
      setupFiles: ['<rootDir>/types/jest-polyfills.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      setupFilesAfterEnv: ['<rootDir>/types/jest-slow-timeout.ts'],
    },
    { ...serverProject, displayName: 'server', testPathIgnorePatterns: ['/node_modules/', '\\.fuzz\\.test\\.ts$'] },
    {
      // The fuzz suite asserts the alive call's p99 while it loads a server: `npm test` runs it alone
      // (--runInBand, after the server suite), so no other suite's server competes for the CPU.
      ...serverProject,
      displayName: 'fuzz',
      roots: ['<rootDir>/server/src/fuzz'],
      testMatch: ['**/*.fuzz.test.ts'],
    },
  ],
};
