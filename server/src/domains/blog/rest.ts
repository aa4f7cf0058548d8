import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOG_ARCHIVE_FIRST_PAGE, BLOG_ARCHIVES, BLOG_CATEGORIES, BLOG_DEFAULT, PAGE_SIZE, type Language } from '@vx/shared/constants';
import { notFound } from '../../http/errors';
import { languageOf } from '../../http/language';
import { jsonPathPayload, strictInt } from '../../http/validate';
import { requestCountry } from '../actors/availability';
import { modelsByIds } from '../livechat/models';
import type { AppDeps } from '../types';
import { articleCrumbs } from './breadcrumbs';
import { blogCategories, blogCategory, isBlogCategoryId, STORED_CATEGORY_IDS, type BlogCategoryId } from './categories';
import { archiveYears, articleBySlug, blogActorIds, categoryTotals, listPosts, postActorIds, previousPost } from './posts';

/** Spec 001 §7.1: blog posts are fetched with a cache hint of 60 seconds. */
export const POST_CACHE_CONTROL = 'public, max-age=60';
/** The article names similar models by the viewer's country, so no shared cache may keep it. */
export const ARTICLE_CACHE_CONTROL = 'private, max-age=60';
/** How many similar models an article and blog/actors answer at most. */
export const BLOG_MODELS_MAX = 12;
const YEAR = strictInt(2000, 2100);

const categoryParam = strictInt(1, 10_000).refine(isBlogCategoryId, { message: `Unknown blog category; known: ${Object.values(BLOG_CATEGORIES).join(', ')}` });
const postsParams = z.object({
  categoryId: categoryParam,
  payload: jsonPathPayload(
    z.strictObject({
      page: z.number().int().min(1).max(10_000).optional(),
      pageSize: z.number().int().min(1).max(PAGE_SIZE.blog).optional(),
      exclude: z.array(z.number().int().min(1)).max(50).optional(),
    }),
    '{"page":1,"pageSize":15,"exclude":[3]}',
  ),
});
const archivesParams = z.object({ category: categoryParam });
const archivesQuery = z
  .object({ page: strictInt(1, 10_000).default(BLOG_ARCHIVE_FIRST_PAGE), pageSize: strictInt(1, PAGE_SIZE.blog).default(BLOG_ARCHIVES), year: YEAR.optional() })
  .passthrough();
const actorsParams = z.object({
  payload: jsonPathPayload(z.strictObject({ postId: z.number().int().min(1).max(2_147_483_647).optional(), limit: z.number().int().min(1).max(BLOG_MODELS_MAX).optional() }), '{"postId":12,"limit":4}'),
});
const articleParams = z.object({ slug: z.string().min(1).max(200).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A slug is lowercase letters and digits joined by dashes') });

const postsCached = (reply: FastifyReply) => reply.header('cache-control', POST_CACHE_CONTROL);

/**
 * The blog (magazine) of spec 001 §7.2: blog/pm (the overview), blog/posts, blog/archives,
 * blog/actors and tv/article/{slug}. Every call is public; texts are in the `language` query
 * parameter's language. Shapes in server/docs/blog.md.
 */
export async function blogRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  api.get('/blog/pm', async (request, reply) => {
    const language = languageOf(request);
    const [featured, totals, archives] = await Promise.all([
      listPosts(db, language, { categoryId: BLOG_CATEGORIES.featured }, { offset: 0, limit: BLOG_DEFAULT }),
      categoryTotals(db),
      archiveYears(db, language),
    ]);
    const excludedIds = featured.posts.map((post) => post.id);
    const categories = await Promise.all(
      STORED_CATEGORY_IDS.map(async (id) => ({
        ...blogCategory(id, language),
        total: totals[id] ?? 0,
        posts: (await listPosts(db, language, { categoryId: id, exclude: excludedIds }, { offset: 0, limit: BLOG_DEFAULT })).posts,
      })),
    );
    postsCached(reply);
    return { id: `blog-${language}`, categories, totals, excludedIds, featured: featured.posts, archives };
  });

  api.get('/blog/posts/:categoryId/:payload', { schema: { params: postsParams } }, async (request, reply) => {
    const { categoryId, payload } = request.params;
    const page = payload.page ?? 1;
    const pageSize = payload.pageSize ?? PAGE_SIZE.blog;
    const language = languageOf(request);
    const { posts, total } = await listPosts(db, language, { categoryId, exclude: payload.exclude }, { offset: (page - 1) * pageSize, limit: pageSize });
    postsCached(reply);
    return { category: { ...blogCategory(categoryId as BlogCategoryId, language), total }, posts, total, page, pageSize };
  });

  api.get('/blog/archives/:category', { schema: { params: archivesParams, querystring: archivesQuery } }, async (request, reply) => {
    const categoryId = request.params.category as BlogCategoryId;
    const { page, pageSize, year } = request.query;
    const language = languageOf(request);
    const [{ posts, total }, years] = await Promise.all([
      listPosts(db, language, { categoryId, year }, { offset: (page - 1) * pageSize, limit: pageSize }),
      archiveYears(db, language, categoryId),
    ]);
    postsCached(reply);
    return { category: blogCategory(categoryId, language), year: year ?? null, years, posts, total, page, pageSize, hasMore: page * pageSize < total };
  });

  api.get('/blog/actors/:payload', { schema: { params: actorsParams } }, async (request, reply) => {
    const { postId, limit = BLOG_DEFAULT } = request.params.payload;
    let ids: number[];
    if (postId === undefined) ids = await blogActorIds(db, limit);
    else {
      const own = await postActorIds(db, postId);
      if (own === null) throw notFound(`There is no blog post ${postId}.`, 'unknown_blog_post');
      ids = own.slice(0, limit);
    }
    reply.header('cache-control', ARTICLE_CACHE_CONTROL);
    return { models: await modelsByIds(db, ids, await requestCountry(db, request), languageOf(request)) };
  });

  api.get('/tv/article/:slug', { schema: { params: articleParams } }, async (request, reply) => {
    const language: Language = languageOf(request);
    const article = await articleBySlug(db, request.params.slug, language);
    if (!article) throw notFound(`There is no article '${request.params.slug}' in '${language}'.`, 'unknown_article');
    const [previous, similarIds, totals] = await Promise.all([
      previousPost(db, article, language),
      blogActorIds(db, BLOG_MODELS_MAX, article),
      categoryTotals(db),
    ]);
    const { actorIds, ...post } = article;
    const postCategories = [...post.categoryIds, ...(post.featured ? [BLOG_CATEGORIES.featured] : [])].map((id) => blogCategory(id as BlogCategoryId, language));
    reply.header('cache-control', ARTICLE_CACHE_CONTROL);
    return {
      post: { ...post, categories: postCategories, actorIds },
      previous,
      similar: { models: await modelsByIds(db, similarIds, await requestCountry(db, request), language) },
      categories: blogCategories(language).map((category) => ({ ...category, total: totals[category.id] ?? 0 })),
      breadcrumbs: articleCrumbs(post, postCategories[0], language),
    };
  });
}
