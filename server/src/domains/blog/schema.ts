import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { blogDocument } from '../search/documents';

/**
 * A blog (magazine) post (spec 000 §3 "Content and search: blog"): its date and featured flag.
 * The featured category (506) is not stored: it is the posts with `featured` set.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    featured: boolean('featured').notNull().default(false),
  },
  (table) => [index('blog_posts_published_idx').on(table.publishedAt.desc(), table.id.desc())],
);

/**
 * A post's text in one language: title, subTitle, excerpt, the body as sanitised HTML and the
 * slug of its URL (tv/article/{slug}), unique within the language.
 */
export const blogPostTexts = pgTable(
  'blog_post_texts',
  {
    postId: integer('post_id').notNull(),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
  },
  (table) => [
    primaryKey({ name: 'blog_post_texts_pkey', columns: [table.postId, table.language] }),
    foreignKey({ name: 'blog_post_texts_post_id_fkey', columns: [table.postId], foreignColumns: [blogPosts.id] }).onDelete('cascade'),
    unique('blog_post_texts_language_slug_key').on(table.language, table.slug),
    // The blog search (search/documents.ts): each text stemmed in its own language.
    index('blog_post_texts_search_idx').using('gin', blogDocument(table.language, table.title, table.subTitle, table.excerpt)),
    check('blog_post_texts_language_check', sql`language IN ('de', 'en', 'nl', 'es')`),
    check('blog_post_texts_slug_check', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** The categories of a post (spec 001 §9 blog category ids, featured excluded: that is the flag). */
export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer('post_id').notNull(),
    categoryId: integer('category_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'blog_post_categories_pkey', columns: [table.postId, table.categoryId] }),
    foreignKey({ name: 'blog_post_categories_post_id_fkey', columns: [table.postId], foreignColumns: [blogPosts.id] }).onDelete('cascade'),
    index('blog_post_categories_category_idx').on(table.categoryId),
    check('blog_post_categories_category_check', sql`category_id IN (1, 38, 39, 40, 41, 43, 44, 45, 46)`),
  ],
);

/** The actors a post is about: its similar models (tv/article similar.models, blog/actors). */
export const blogPostActors = pgTable(
  'blog_post_actors',
  {
    postId: integer('post_id').notNull(),
    actorId: integer('actor_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ name: 'blog_post_actors_pkey', columns: [table.postId, table.actorId] }),
    foreignKey({ name: 'blog_post_actors_post_id_fkey', columns: [table.postId], foreignColumns: [blogPosts.id] }).onDelete('cascade'),
    foreignKey({ name: 'blog_post_actors_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
  ],
);
