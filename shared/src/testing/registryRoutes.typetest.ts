/**
 * Compile-time proof that a test's route table follows the registry: the typecheck fails when a
 * line marked @ts-expect-error compiles. Never run.
 */
import { registryRoutes } from './registryRoutes';

registryRoutes({ actorVideo: ['actorName', 'videoId'], cams: [], home: [] });
registryRoutes({ actorAlbum: ['albumId', 'actorName'], myvisitx: [] });

// @ts-expect-error an unknown route name
registryRoutes({ actorVidoes: ['actorName'] });
// @ts-expect-error a missing parameter
registryRoutes({ actorVideo: ['actorName'] });
// @ts-expect-error a parameter the route does not have
registryRoutes({ actorVideos: ['actorName', 'videoId'] });
// @ts-expect-error a route without parameters takes none
registryRoutes({ cams: ['actorName'] });
