export * from './socket';
export * from './entities';
export * from './brand';
export * from './cams';
export * from './livechat';
export * from './playback';
export * from './feed';
export * from './videoLists';
