import { useQueries, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import {
  BLOG_ARCHIVES,
  BLOG_CATEGORIES,
  blogArchiveSchema,
  blogArticleSchema,
  blogOverviewSchema,
  blogPostsSchema,
  blogSearchResultSchema,
  PAGE_SIZE,
  RestError,
  useGuestScope,
  usePlatform,
  type BlogPost,
} from '@vx/shared';

/**
 * Spec 001 §7.1: "blog posts are fetched with a cache hint of 60 seconds" (the server answers
 * `max-age=60`). The request cache keeps an answer fresh for as long, so going back and forth
 * between the overview, a category and an article asks nothing again within the minute.
 */
export const BLOG_STALE_TIME = 60_000;

/** The ids of spec 001 §9's blog categories; a URL's category must be one of them. */
const CATEGORY_IDS: readonly number[] = Object.values(BLOG_CATEGORIES);

const categoryParamSchema = z.string().check(z.regex(/^\d{1,4}$/));

/** A category id from the URL: one of the spec's, else null (the page shows its not-found state). */
export function parseCategoryId(param: string | undefined): number | null {
  const parsed = z.safeParse(categoryParamSchema, param);
  return parsed.success && CATEGORY_IDS.includes(Number(parsed.data)) ? Number(parsed.data) : null;
}

/** Magazine search (spec 001 §7.4 blog search): the pattern must have 2 to 100 characters. */
export const SEARCH_PATTERN_MIN = 2;
export const SEARCH_ORDERS = ['newest', 'oldest'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];
export interface SearchChoice {
  pattern: string;
  order: SearchOrder;
  categoryId: number | null;
  year: number | null;
}

/** Keys close with the language (texts and slugs are the language's); the search with the guest too (it is asked with the guest's token). */
export const blogKeys = {
  all: ['tv', 'blog'] as const,
  overview: (language: string) => ['tv', 'blog', 'overview', language] as const,
  posts: (language: string, categoryId: number, page: number) => ['tv', 'blog', 'posts', language, categoryId, page] as const,
  archive: (language: string, categoryId: number, year: number | null, page: number) => ['tv', 'blog', 'archive', language, categoryId, year, page] as const,
  article: (language: string, slug: string) => ['tv', 'blog', 'article', language, slug] as const,
  search: (scope: readonly unknown[], choice: SearchChoice, page: number) => ['tv', 'blog', 'search', ...scope, choice, page] as const,
};

/** A missing article or category: the server's 404, or its 400 for a slug or id it refuses. */
export const isNotFound = (error: unknown) => error instanceof RestError && (error.status === 404 || error.status === 400);

/** GET blog/pm: featured posts, the categories with their newest posts, totals and the archive years. */
export function useBlogOverview() {
  const { rest, language } = usePlatform();
  return useQuery({
    queryKey: blogKeys.overview(language),
    queryFn: ({ signal }) => rest.call('blog/pm', { schema: blogOverviewSchema, signal }),
    staleTime: BLOG_STALE_TIME,
  });
}

/** GET tv/article/{slug} in the page's language (another language's slug is the server's 404). */
export function useBlogArticle(slug: string) {
  const { rest, language } = usePlatform();
  return useQuery({
    queryKey: blogKeys.article(language, slug),
    queryFn: ({ signal }) => rest.call(`tv/article/${encodeURIComponent(slug)}`, { schema: blogArticleSchema, signal }),
    staleTime: BLOG_STALE_TIME,
  });
}

/** Pages loaded so far, joined: what a "more" button under a list needs. */
export interface BlogPages<Page> {
  first: Page | undefined;
  posts: BlogPost[];
  isPending: boolean;
  isError: boolean;
  /** The next page is being asked for ("more" was pressed). */
  isLoadingMore: boolean;
  error: unknown;
  refetch: () => void;
  last: Page | undefined;
}

/**
 * `pages` pages of a list, one cached query each (useInfiniteQuery is not among the request cache's
 * shared exports), joined in order. Each page is its own key, so "more" asks only for the new one.
 */
function useBlogPages<Page extends { posts: BlogPost[] }>(pages: number, key: (page: number) => QueryKey, load: (page: number, signal: AbortSignal) => Promise<Page>) {
  const combine = useCallback((results: UseQueryResult<Page>[]): BlogPages<Page> => {
    const loaded = results.map((result) => result.data);
    const upTo = loaded.findIndex((page) => page === undefined);
    const shown = (upTo === -1 ? loaded : loaded.slice(0, upTo)) as Page[];
    return {
      first: shown[0],
      last: shown.at(-1),
      posts: shown.flatMap((page) => page.posts),
      isPending: results[0]?.isPending ?? false,
      isLoadingMore: results.slice(1).some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      error: results.find((result) => result.isError)?.error,
      refetch: () => results.forEach((result) => result.isError && void result.refetch()),
    };
  }, []);
  return useQueries({
    queries: Array.from({ length: pages }, (_, index) => ({
      queryKey: key(index + 1),
      queryFn: ({ signal }: { signal: AbortSignal }) => load(index + 1, signal),
      staleTime: BLOG_STALE_TIME,
    })),
    combine,
  });
}

/** GET blog/posts/{categoryId}/{payload}: the category's posts newest first, 15 a page (spec 001 §9 blog 15). */
export function useBlogCategoryPosts(categoryId: number, pages: number) {
  const { rest, language } = usePlatform();
  return useBlogPages(
    pages,
    (page) => blogKeys.posts(language, categoryId, page),
    (page, signal) =>
      rest.call(`blog/posts/${categoryId}/${encodeURIComponent(JSON.stringify({ page, pageSize: PAGE_SIZE.blog }))}`, { schema: blogPostsSchema, signal }),
  );
}

/**
 * GET blog/archives/{category}: the first 9 (spec 001 §9 archives 9) come from page=1; "more" asks
 * from page 2 on (§9 "archive page starts at 2", the server's default page), each page 9 posts.
 */
export function useBlogArchive(categoryId: number, year: number | null, pages: number) {
  const { rest, language } = usePlatform();
  return useBlogPages(
    pages,
    (page) => blogKeys.archive(language, categoryId, year, page),
    (page, signal) =>
      rest.call(`blog/archives/${categoryId}`, { payload: { page, pageSize: BLOG_ARCHIVES, year: year ?? undefined }, schema: blogArchiveSchema, signal }),
  );
}

const SEARCH_QUERY = /* GraphQL */ `
  query BlogSearch($searchPattern: String!, $first: Int, $offset: Int, $order: String, $filter: BlogSearchFilter) {
    blogSearch(searchPattern: $searchPattern, first: $first, offset: $offset, order: $order, filter: $filter) {
      total
      items { id slug title subTitle excerpt date featured categoryIds image }
    }
  }
`;
const searchAnswerSchema = z.object({ blogSearch: blogSearchResultSchema });

/** The query service's blogSearch, 15 a page (a visitor asks with the visitor token, as every query). */
export function useBlogSearch(choice: SearchChoice, pages: number) {
  const { vxql } = usePlatform();
  const scope = useGuestScope();
  const pageSize = PAGE_SIZE.blog;
  return useBlogPages(
    pages,
    (page) => blogKeys.search(scope, choice, page),
    (page) => {
      const filter = { categoryId: choice.categoryId ?? undefined, year: choice.year ?? undefined };
      const variables = { searchPattern: choice.pattern, first: pageSize, offset: (page - 1) * pageSize, order: choice.order, filter };
      return vxql.request(SEARCH_QUERY, variables, searchAnswerSchema).then((answer) => ({ posts: answer.blogSearch.items, total: answer.blogSearch.total }));
    },
  );
}
