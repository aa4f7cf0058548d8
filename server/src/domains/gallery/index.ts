import type { Domain } from '../types';
import { galleryRoutes } from './rest';
import { galleryVxql } from './vxql';

/** Albums' and pictures' comments, ratings, views, sedcards and pinned photos (server/docs/gallery.md). */
export const galleryDomain: Domain = { name: 'gallery', rest: galleryRoutes, vxql: galleryVxql };
