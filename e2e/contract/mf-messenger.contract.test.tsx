import { describeFeatureContract } from './feature-contract';

describeFeatureContract('mf-messenger', 'mf_messenger', { widgets: {} });
