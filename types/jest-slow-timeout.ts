// A test of a running server, a database or a built remote may take longer than Jest's default 5 s on
// a loaded two-core machine. `testTimeout` in a project of jest.config.js is ignored (it is a global
// option), so the projects that need it set it here.
jest.setTimeout(30_000);
