import { describeFeatureContract } from './feature-contract';

describeFeatureContract('mf-chat', 'mf_chat', {
  params: { actorName: 'anna', categorySlug: 'outdoor', tagGroup: 'outdoor', videoId: '7', albumId: '7' },
  widgets: { chatHistory: {} },
});
