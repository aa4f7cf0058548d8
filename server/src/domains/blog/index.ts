import type { Domain } from '../types';
import { blogRoutes } from './rest';
import { blogVxql } from './vxql';

/** The blog (magazine): overview, category and archive lists, articles and blog search (server/docs/blog.md). */
export const blogDomain: Domain = { name: 'blog', rest: blogRoutes, vxql: blogVxql };
