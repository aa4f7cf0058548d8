export * from './rest';
export * from './vxql';
