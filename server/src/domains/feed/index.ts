import type { Domain } from '../types';
import { feedGraphQL } from './graphql';
import { postImageRoutes } from './images';

export { registerFeedService } from './service';

/** The feed (spec 000 §4 Feed; server/docs/feed.md): posts, likes, comments, tips and purchases on the feed service, and the posts' photos. */
export const feedDomain: Domain = { name: 'feed', feed: feedGraphQL, routes: postImageRoutes };
