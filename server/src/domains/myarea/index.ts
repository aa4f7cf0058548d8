import type { Domain } from '../types';
import { myAreaVxql } from './vxql';

/** MyVisitX, the guest's own area (spec 000 §2 My area): the overview's sidebar data and the guest's past chats. */
export const myAreaDomain: Domain = {
  name: 'myarea',
  vxql: myAreaVxql,
};
