export * from './rest';
export * from './vxql';
export * from './logger';
