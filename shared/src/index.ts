/** The contract between the shell and the remotes; one import alias: `@vx/shared`. */
export * from './constants';
export * from './money';
export * from './protocol';
export * from './contract';
export * from './bus';
export * from './api';
export * from './commerce';
export * from './i18n';
export * from './ui';
