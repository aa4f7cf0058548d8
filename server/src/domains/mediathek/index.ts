import type { Domain } from '../types';
import { mediathekVxql } from './vxql';

/** The guest's media library: assets, totals, archive and unarchive (server/docs/myarea.md, Media library). */
export const mediathekDomain: Domain = { name: 'mediathek', vxql: mediathekVxql };
