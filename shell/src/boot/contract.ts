// Importing evaluates: the contract, whose module builds every protocol schema, in a task of its
// own at start (src/index.ts).
export { themes } from '@vx/shared';
