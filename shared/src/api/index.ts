export * from './rest';
export * from './query';
