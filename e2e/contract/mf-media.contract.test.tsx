import { describeFeatureContract } from './feature-contract';

describeFeatureContract('mf-media', 'mf_media', {
  widgets: {
    actorVideos: { actorId: 1, actorName: 'Anna', tagGroup: 'outdoor', classic: false },
    actorAlbums: { actorId: 1, actorName: 'Anna' },
    videoDetail: { videoId: 7, actorName: 'Anna', onTitle: () => undefined },
    albumDetail: { albumId: 7, actorName: 'Anna', onTitle: () => undefined },
  },
});
