import * as z from 'zod/mini';
import { breadcrumbResponseSchema } from './cams';

/**
 * Answers of the blog (magazine) calls (spec 000 §3 "Content and search: blog"; spec 001 §7.2
 * blog/pm, blog/posts, blog/archives, blog/actors, tv/article/{slug}; §7.4 blog search), shared by
 * the server and mf-tv. server/docs/blog.md; the server's tests parse every answer with these.
 */
const int = z.int();

export const blogPostSchema = z.object({
  id: int,
  slug: z.string(),
  title: z.string(),
  subTitle: z.string(),
  excerpt: z.string(),
  /** ISO 8601 */
  date: z.string(),
  featured: z.boolean(),
  categoryIds: z.array(int),
  image: z.nullable(z.string()),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogCategorySchema = z.object({ id: int, key: z.string(), name: z.string() });
const categoryWithTotal = z.extend(blogCategorySchema, { total: int });
const archiveYear = z.object({ year: int, total: int });

/** blog/pm: the overview (the Blog entity: id, categories, totals, excluded ids, featured, archives by year). */
export const blogOverviewSchema = z.object({
  id: z.string(),
  categories: z.array(z.extend(categoryWithTotal, { posts: z.array(blogPostSchema) })),
  totals: z.record(z.string(), int),
  excludedIds: z.array(int),
  featured: z.array(blogPostSchema),
  archives: z.array(archiveYear),
});

/** blog/posts/{categoryId}/{payload} */
export const blogPostsSchema = z.object({ category: categoryWithTotal, posts: z.array(blogPostSchema), total: int, page: int, pageSize: int });

/** blog/archives/{category} */
export const blogArchiveSchema = z.object({
  category: blogCategorySchema,
  year: z.nullable(int),
  years: z.array(archiveYear),
  posts: z.array(blogPostSchema),
  total: int,
  page: int,
  pageSize: int,
  hasMore: z.boolean(),
});

/** An actor of the blog (similar models), the fields the magazine shows of the query service's model. */
export const blogModelSchema = z.object({
  id: int,
  name: z.string(),
  profileLink: z.string(),
  isOnline: z.boolean(),
  avatarPicture: z.string(),
  previewPicture: z.string(),
});

/** blog/actors/{payload} */
export const blogActorsSchema = z.object({ models: z.array(blogModelSchema) });

/** tv/article/{slug}: post, previous, similar.models, categories, breadcrumbs. `post.body` is HTML: sanitise before rendering. */
export const blogArticleSchema = z.object({
  post: z.extend(blogPostSchema, { body: z.string(), categories: z.array(blogCategorySchema), actorIds: z.array(int) }),
  previous: z.nullable(blogPostSchema),
  similar: blogActorsSchema,
  categories: z.array(categoryWithTotal),
  breadcrumbs: breadcrumbResponseSchema.shape.data.shape.breadcrumb,
});

/** Query service blogSearch (the global search's blog part). */
export const blogSearchResultSchema = z.object({ total: int, items: z.array(blogPostSchema) });
