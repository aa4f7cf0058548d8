import type { BlogPost } from '@vx/shared';

/** A post as the blog's lists answer it (server/docs/blog.md), numbered by `id`. */
export function blogPost(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    slug: `backstage-with-lena-${id}`,
    title: `Backstage with Lena ${id}`,
    subTitle: `A short look behind the scenes ${id}`,
    excerpt: `What happens before the show starts ${id}`,
    date: '2026-07-30T12:00:00.000Z',
    featured: false,
    categoryIds: [38],
    image: `/media/actor/${id}/avatar/640.svg`,
    ...overrides,
  };
}

export const blogPosts = (from: number, count: number) => Array.from({ length: count }, (_, index) => blogPost(from + index));

/** Answers by path prefix, as the fake REST client's `call`; any other path never answers. */
export function answeringRest(answers: Record<string, (path: string, options: { payload?: Record<string, unknown> }) => unknown>): jest.Mock {
  return jest.fn((path: string, options: { payload?: Record<string, unknown> }) => {
    const prefix = Object.keys(answers).find((key) => path.startsWith(key));
    return prefix ? Promise.resolve(answers[prefix](path, options)) : new Promise(() => undefined);
  });
}
