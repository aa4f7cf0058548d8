import { describeFeatureContract } from './feature-contract';

describeFeatureContract('mf-events', 'mf_events', { widgets: {} });
