export * from './rest';
export * from './vxql';
export * from './logger';
export { REST_IMAGE_KEEP_MS, useRestImageUrl } from './useRestImageUrl';
export { graphQLCode } from './graphQLCode';
