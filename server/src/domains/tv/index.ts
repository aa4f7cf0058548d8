import type { Domain } from '../types';
import { channelStreamRoutes } from './channel-stream';
import { jumbotronRoutes } from './jumbotron';
import { tvRoutes } from './rest';
import { tvVxql } from './vxql';

/** The TV section: series, mediathek, program, channel streams, late night, welcome clips, the jumbotrons (server/docs/tv.md). */
export const tvDomain: Domain = {
  name: 'tv',
  rest: async (app, deps) => {
    await tvRoutes(app, deps);
    await jumbotronRoutes(app, deps);
  },
  routes: (app, deps) => channelStreamRoutes(app, deps),
  vxql: tvVxql,
};
