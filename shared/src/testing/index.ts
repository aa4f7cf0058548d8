export { fakePlatform, type FakePlatformOptions } from './fakePlatform';
export { renderWithPlatform, type AppUnderTest, type RenderWithPlatformOptions } from './renderWithPlatform';
