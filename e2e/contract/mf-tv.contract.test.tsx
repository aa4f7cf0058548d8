import { describeFeatureContract } from './feature-contract';

describeFeatureContract('mf-tv', 'mf_tv', { widgets: {} });
