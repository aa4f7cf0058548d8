/**
 * jsdom as a browser that runs a remote's build: it fetches and runs the scripts the federation
 * runtime adds (a ResourceLoader, turned on by the user agent) and has Node's fetch, which the
 * runtime uses for the remote's manifest and jsdom lacks.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super({ ...config, projectConfig: { ...config.projectConfig, testEnvironmentOptions: { userAgent: 'vx-contract' } } }, context);
    this.global.fetch = fetch;
  }
}

module.exports = BrowserLikeEnvironment;
