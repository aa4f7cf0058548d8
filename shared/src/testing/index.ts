export { actorTile } from './actorTile';
export { fakePlatform, type FakePlatformOptions } from './fakePlatform';
export { registryRoutes } from './registryRoutes';
export { renderWithPlatform, type AppUnderTest, type RenderWithPlatformOptions } from './renderWithPlatform';
export { FakeVodHls, loadFakeVodHls, stubVideoElement } from './fakeVodHls';
