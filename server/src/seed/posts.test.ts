import { generatePosts, postLanguage } from './posts';

const NOW = new Date('2024-06-01T00:00:00Z');
const author = (id: number, languages: string[], videoId: number | null = 40) => ({ id, name: `Lena${id}`, languages, videoId });

describe('seeded feed posts', () => {
  it('are the same for the same seed, actor and day, and differ between actors', () => {
    const a = generatePosts(7, author(3, ['de']), NOW, { post: 1, comment: 1 });
    expect(generatePosts(7, author(3, ['de']), NOW, { post: 1, comment: 1 })).toEqual(a);
    const many = Array.from({ length: 20 }, (_, i) => generatePosts(7, author(i + 1, ['en']), NOW, { post: 1, comment: 1 }).posts.map((p) => p.title).join());
    expect(new Set(many).size).toBeGreaterThan(5);
  });

  it('are written in the first language the site speaks, else English', () => {
    expect(postLanguage(['fr', 'nl', 'en'])).toBe('nl');
    expect(postLanguage(['it'])).toBe('en');
  });

  it('keep their rules: clips only with a video, tips below or at the goal, replies after their comment, dated before now', () => {
    for (let id = 1; id <= 200; id++) {
      const { posts, comments } = generatePosts(11, author(id, ['es'], id % 3 === 0 ? null : id), NOW, { post: 1000, comment: 5000 });
      for (const post of posts) {
        if (post.type === 'clip' || post.type === 'hotClip') expect(post.video_id).toBe(id);
        if (post.video_id === null) expect(['clip', 'hotClip']).not.toContain(post.type);
        if (post.goal_coins === null) expect(post.tips_sum_coins).toBe(0);
        else expect(post.tips_sum_coins).toBeLessThanOrEqual(post.goal_coins);
        if (post.type === 'profileImage') expect(post.price_coins).toBe(0);
        expect(post.published_at.getTime()).toBeLessThan(NOW.getTime());
        expect(post.language).toBe('es');
        expect(post.text).not.toContain('{name}');
      }
      const byId = new Map(comments.map((c) => [c.id, c]));
      for (const reply of comments.filter((c) => c.replies_to_id !== null)) {
        const parent = byId.get(reply.replies_to_id!)!;
        expect(reply.by_model).toBe(true);
        expect(reply.post_id).toBe(parent.post_id);
        expect(reply.created_at.getTime()).toBeGreaterThanOrEqual(parent.created_at.getTime());
      }
    }
  });
});
