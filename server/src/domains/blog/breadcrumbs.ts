import type { Language } from '@vx/shared/constants';
import { CRUMB_LABELS } from '../seo/texts';
import type { BlogCategory } from './categories';

/** The magazine's name in a breadcrumb, by language. */
const MAGAZINE: Record<Language, string> = { de: 'Magazin', en: 'Magazine', nl: 'Magazine', es: 'Revista' };

/**
 * The trail of a blog article (spec 000 §2 "Blog article"), in the breadcrumb call's shape: each
 * crumb names a route of the client's tables (blogOverview, blogCategory, blogArticle: mf-tv's)
 * with its params.
 */
export function articleCrumbs(post: { slug: string; title: string }, category: BlogCategory | undefined, language: Language) {
  return [
    { label: CRUMB_LABELS[language].home, routeName: 'home', params: {} },
    { label: MAGAZINE[language], routeName: 'blogOverview', params: {} },
    ...(category ? [{ label: category.name, routeName: 'blogCategory', params: { categoryId: category.id } }] : []),
    { label: post.title, routeName: 'blogArticle', params: { slug: post.slug } },
  ];
}
