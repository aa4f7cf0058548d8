export * from './socket';
export * from './entities';
export * from './brand';
export * from './cams';
export * from './livechat';
