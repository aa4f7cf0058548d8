import type { Domain } from '../types';
import { seoRoutes } from './rest';

/** SEO texts of actor pages and breadcrumbs of named pages (spec 001 §7.2 seo/..., breadcrumb/...). */
export const seoDomain: Domain = { name: 'seo', rest: seoRoutes };
