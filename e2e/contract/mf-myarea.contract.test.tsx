import { describeFeatureContract } from './feature-contract';

describeFeatureContract('mf-myarea', 'mf_myarea', { widgets: {} });
