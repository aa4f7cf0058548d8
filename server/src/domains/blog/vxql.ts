import { z } from 'zod';
import { BLOG_CATEGORIES, PAGE_SIZE } from '@vx/shared/constants';
import { INT32_MAX } from '../../http/validate';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import type { GraphQLContext } from '../vxql/context';
import { isBlogCategoryId } from './categories';
import { listPosts } from './posts';

export const BLOG_SEARCH_ORDERS = ['newest', 'oldest', 'relevance'] as const;

const searchArgs = z.object({
  searchPattern: z.string().trim().min(2, 'searchPattern: at least 2 characters').max(100),
  first: z.number().int().min(1).max(PAGE_SIZE.blog).nullish(),
  offset: z.number().int().min(0).max(INT32_MAX).nullish(),
  order: z.enum(BLOG_SEARCH_ORDERS).nullish(),
  filter: z
    .object({
      categoryId: z.number().int().refine(isBlogCategoryId, { message: `categoryId: one of ${Object.values(BLOG_CATEGORIES).join(', ')}` }).nullish(),
      year: z.number().int().min(2000).max(2100).nullish(),
    })
    .nullish(),
});

/** The blog part of the global search (spec 001 §7.4 blog search: searchPattern, first, offset, order, filter). */
export const blogVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    "A blog (magazine) post as lists show it (spec 000 §3); its page is tv/article/{slug}."
    type BlogPost {
      id: Int!
      slug: String!
      title: String!
      subTitle: String!
      excerpt: String!
      "ISO 8601"
      date: String!
      featured: Boolean!
      categoryIds: [Int!]!
      image: String
    }
    type BlogSearchResult { total: Int!, items: [BlogPost!]! }
    input BlogSearchFilter {
      "a blog category id of spec 001 §9 (506: featured posts)"
      categoryId: Int
      year: Int
    }
    extend type Query {
      "Posts whose title, subTitle or excerpt in the request's language hold the words of searchPattern (2-100 characters), stemmed in that language, the last word as a prefix, or whose title is within a typo of it (server/docs/search.md). first 1-15 (default 15), order newest (default), oldest or relevance."
      blogSearch(searchPattern: String!, first: Int, offset: Int, order: String, filter: BlogSearchFilter): BlogSearchResult!
    }
  `,
  resolvers: (deps: AppDeps) => {
    const db = deps.database.db;
    return {
      Query: {
        blogSearch: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { searchPattern, first, offset, order, filter } = parseArgs(searchArgs, args);
          const { posts, total } = await listPosts(
            db,
            ctx.language,
            { search: searchPattern, order: order ?? 'newest', categoryId: filter?.categoryId ?? undefined, year: filter?.year ?? undefined },
            { offset: offset ?? 0, limit: first ?? PAGE_SIZE.blog },
          );
          return { total, items: posts };
        },
      },
    };
  },
};
