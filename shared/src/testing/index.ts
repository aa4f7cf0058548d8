export { fakePlatform, type FakePlatformOptions } from './fakePlatform';
