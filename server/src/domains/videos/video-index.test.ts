import { EMPTY_FILTER } from './lists';
import type { VideoFilter, VideoOrder } from './list-filter';
import { FLAG, monthsBefore, VideoIndex, type MatchContext } from './video-index';

const NOW = Date.parse('2025-03-31T12:00:00.000Z');
const DAY = 86_400_000;

interface Video {
  id: number;
  actorId: number;
  title: string;
  duration: number;
  price: number;
  basePrice?: number;
  discount?: number;
  likes?: number;
  flags?: number;
  daysOld: number;
  tags?: number[];
}

/** Ids are not in release order, so an order can't pass by reading rows in id order. */
const VIDEOS: Video[] = [
  { id: 1, actorId: 10, title: 'Beach walk', duration: 60, price: 100, likes: 5, daysOld: 3, tags: [1, 2] },
  { id: 2, actorId: 10, title: 'Morning', duration: 600, price: 0, flags: FLAG.free, likes: 9, daysOld: 40, tags: [1] },
  { id: 3, actorId: 20, title: 'City lights', duration: 300, price: 80, basePrice: 100, discount: 20, likes: 5, daysOld: 1, tags: [2] },
  { id: 4, actorId: 20, title: 'VIP night', duration: 1800, price: 200, flags: FLAG.vip | FLAG.vip30Offer, likes: 0, daysOld: 200 },
  { id: 5, actorId: 30, title: 'Old classic', duration: 900, price: 150, flags: FLAG.classic | FLAG.camRecording, likes: 2, daysOld: 400, tags: [3] },
  { id: 6, actorId: 30, title: 'Sunset', duration: 120, price: 50, basePrice: 100, discount: 50, likes: 9, daysOld: 1 },
];
const ACTORS = [
  { id: 10, name: 'Anna', gender: 'F', topAmateur: true },
  { id: 20, name: 'Ben', gender: 'M', topAmateur: false },
  { id: 30, name: 'Cleo', gender: 'C', topAmateur: false },
];
const TAGS = [
  { id: 1, label: 'Outdoor' },
  { id: 2, label: 'Lingerie' },
  { id: 3, label: 'Retro' },
];

function buildIndex(videos = VIDEOS): VideoIndex {
  const ints = (pick: (v: Video) => number) => Int32Array.from(videos, pick);
  const pairs = videos.flatMap((v) => (v.tags ?? []).map((tag) => [v.id, tag]));
  return new VideoIndex({
    videos: {
      id: ints((v) => v.id),
      actorId: ints((v) => v.actorId),
      duration: ints((v) => v.duration),
      price: ints((v) => v.price),
      basePrice: ints((v) => v.basePrice ?? v.price),
      discount: ints((v) => v.discount ?? 0),
      likes: ints((v) => v.likes ?? 0),
      ageRating: ints(() => 18),
      flags: Uint8Array.from(videos, (v) => v.flags ?? 0),
      releasedMicros: Float64Array.from(videos, (v) => (NOW - v.daysOld * DAY) * 1000),
      title: videos.map((v) => v.title),
      currency: videos.map(() => 'VXC'),
    },
    actors: ACTORS,
    tags: TAGS,
    videoTags: { videoId: Int32Array.from(pairs, ([video]) => video), tagId: Int32Array.from(pairs, ([, tag]) => tag) },
  });
}

const index = buildIndex();
const visitor: MatchContext = { nowMs: NOW, bannedActors: null, owned: null };

/** Ids of the whole list in the order, and its total. */
function list(filter: Partial<VideoFilter>, order: VideoOrder = 'newest', ctx = visitor) {
  const matches = index.match({ ...EMPTY_FILTER, ...filter }, ctx);
  const ids = index.page(matches, order, 100, 0).map((row) => index.row(row, NOW).id);
  return { ids, count: matches.count };
}
const ids = (filter: Partial<VideoFilter>, order?: VideoOrder, ctx?: MatchContext) => list(filter, order, ctx).ids;

describe('VideoIndex', () => {
  it('lists every video newest first without a filter, with the total', () => {
    expect(list({})).toEqual({ ids: [6, 3, 1, 2, 4, 5], count: 6 });
  });

  it('sorts by each order, the id breaking ties the way the SQL does', () => {
    expect(ids({}, 'oldest')).toEqual([5, 4, 2, 1, 3, 6]);
    // likes 9 (ids 6, 2), 5 (3, 1): the higher id first.
    expect(ids({}, 'popular')).toEqual([6, 2, 3, 1, 5, 4]);
    expect(ids({}, 'price_asc')).toEqual([2, 6, 3, 1, 5, 4]);
    expect(ids({}, 'price_desc')).toEqual([4, 5, 1, 3, 6, 2]);
    expect(ids({}, 'duration_asc')).toEqual([1, 6, 3, 2, 5, 4]);
    expect(ids({}, 'duration_desc')).toEqual([4, 5, 2, 3, 6, 1]);
    // Biggest discount first, then newest (released at the same day: the higher id).
    expect(ids({}, 'discount')).toEqual([6, 3, 1, 2, 4, 5]);
  });

  it('narrows by each type, and leaves out each excluded type', () => {
    const cases: [string, number[]][] = [
      ['free', [2]],
      ['premium', [6, 3, 1, 4, 5]],
      ['discount', [6, 3]],
      ['vip', [4]],
      ['vip30', [4]],
      ['classic', [5]],
      ['shared', [5]],
      ['original', [6, 3, 1, 2, 4]],
      ['trending', [6, 3, 1]],
      ['vxselect', [1, 2]],
    ];
    for (const [type, expected] of cases) {
      expect({ type, ids: ids({ types: [type as never] }) }).toEqual({ type, ids: expected });
      const rest = [6, 3, 1, 2, 4, 5].filter((id) => !expected.includes(id));
      expect({ type, ids: ids({ excludedTypes: [type as never] }) }).toEqual({ type, ids: rest });
    }
    // Types combine as AND: free and premium exclude each other.
    expect(ids({ types: ['free', 'premium'] })).toEqual([]);
    expect(ids({ types: ['discount', 'trending'], excludedTypes: ['vxselect'] })).toEqual([6, 3]);
  });

  it("selects a guest's bought videos; a visitor has none", () => {
    const guest: MatchContext = { ...visitor, owned: new Set([4, 1]) };
    expect(ids({ types: ['bought'] }, 'newest', guest)).toEqual([1, 4]);
    expect(ids({ excludedTypes: ['bought'] }, 'newest', guest)).toEqual([6, 3, 2, 5]);
    expect(ids({ types: ['bought'] })).toEqual([]);
    expect(ids({ excludedTypes: ['bought'] })).toHaveLength(6);
  });

  it('requires every tag (labels in lower case, as toVideoFilter gives them); an unknown tag matches nothing', () => {
    expect(ids({ tags: ['outdoor'] })).toEqual([1, 2]);
    expect(ids({ tags: ['lingerie'] })).toEqual([3, 1]);
    expect(ids({ tags: ['lingerie', 'outdoor'] })).toEqual([1]);
    expect(ids({ tags: ['outdoor', 'nope'] })).toEqual([]);
  });

  it('narrows by genders, models, ids, duration in minutes, release dates and top videos', () => {
    expect(ids({ actingGroups: ['F'] })).toEqual([1, 2]);
    expect(ids({ actingGroups: ['C', 'M'] })).toEqual([6, 3, 4, 5]);
    expect(ids({ modelIds: [20, 99] })).toEqual([3, 4]);
    expect(ids({ ids: [5, 1, 1000] })).toEqual([1, 5]);
    expect(ids({ ids: [5, 1], modelIds: [10] })).toEqual([1]);
    expect(ids({ durationFrom: 2, durationTo: 10 })).toEqual([6, 3, 2]);
    expect(ids({ durationTo: 1 })).toEqual([1]);
    const at = (days: number) => new Date(NOW - days * DAY).toISOString();
    // Bounds are inclusive (>= and <=), to the microsecond.
    expect(ids({ releasedFrom: at(3) })).toEqual([6, 3, 1]);
    expect(ids({ releasedUntil: at(3) })).toEqual([1, 2, 4, 5]);
    // Released within 9 months: 200 days ago is in, 400 out.
    expect(ids({ recommended: true })).toEqual([6, 3, 1, 2, 4]);
  });

  it('searches titles, actor names and tag labels, in any case', () => {
    expect(ids({ search: 'sun' })).toEqual([6]);
    expect(ids({ search: 'BEN' })).toEqual([3, 4]);
    expect(ids({ search: 'retr' })).toEqual([5]);
    expect(ids({ search: 'nothing like it' })).toEqual([]);
  });

  it('finds a tag by its name in any language, the same for every guest', () => {
    expect(ids({ search: 'DESSOUS' })).toEqual([3, 1]);
    expect(ids({ search: 'lenceria' })).toEqual([3, 1]);
    expect(ids({ search: 'buiten' })).toEqual([1, 2]);
  });

  it("leaves out the videos of actors banned in the viewer's country", () => {
    const banned: MatchContext = { ...visitor, bannedActors: new Set([10]) };
    expect(list({}, 'newest', banned)).toEqual({ ids: [6, 3, 4, 5], count: 4 });
    expect(ids({ modelIds: [10] }, 'newest', banned)).toEqual([]);
  });

  it('pages by first and offset over the ordered matches; the count is the whole list', () => {
    const matches = index.match({ ...EMPTY_FILTER, excludedTypes: ['free'] }, visitor);
    const page = (first: number, offset: number) => index.page(matches, 'oldest', first, offset).map((row) => index.row(row, NOW).id);
    expect(matches.count).toBe(5);
    expect(page(2, 0)).toEqual([5, 4]);
    expect(page(2, 2)).toEqual([1, 3]);
    expect(page(2, 4)).toEqual([6]);
    expect(page(2, 6)).toEqual([]);
  });

  it('gives a row the list fields, "new" for two weeks', () => {
    const row = (id: number) => index.row(index.page(index.match({ ...EMPTY_FILTER, ids: [id] }, visitor), 'newest', 1, 0)[0], NOW);
    expect(row(3)).toEqual({
      id: 3,
      title: 'City lights',
      duration: 300,
      free: false,
      vip: false,
      isNew: true,
      price: 80,
      basePrice: 100,
      currency: 'VXC',
      discount: 20,
      likes: 5,
      actorId: 20,
      actorName: 'Ben',
      classic: false,
      ageRating: 18,
      vip30Offer: false,
      camRecording: false,
    });
    expect(row(4)).toMatchObject({ vip: true, vip30Offer: true, isNew: false });
    expect(row(5)).toMatchObject({ classic: true, camRecording: true });
  });

  it('takes new actor data without a reload', () => {
    const fresh = buildIndex();
    fresh.setActors(ACTORS.map((actor) => ({ ...actor, gender: 'F', name: 'Zoe' })));
    const matches = fresh.match({ ...EMPTY_FILTER, actingGroups: ['F'] }, visitor);
    expect(matches.count).toBe(6);
    expect(fresh.row(0, NOW).actorName).toBe('Zoe');
    // A search seen before the change reads the new names.
    const before = buildIndex();
    expect(before.match({ ...EMPTY_FILTER, search: 'zoe' }, visitor).count).toBe(0);
    before.setActors(ACTORS.map((actor) => ({ ...actor, name: actor.id === 20 ? 'Zoe' : actor.name })));
    expect(before.match({ ...EMPTY_FILTER, search: 'zoe' }, visitor).count).toBe(2);
  });
});

describe('monthsBefore', () => {
  it('steps back calendar months like PostgreSQL, clamping to the month end', () => {
    expect(new Date(monthsBefore(NOW, 1)).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(new Date(monthsBefore(NOW, 9)).toISOString()).toBe('2024-06-30T12:00:00.000Z');
    expect(new Date(monthsBefore(Date.parse('2025-01-15T01:02:03.004Z'), 13)).toISOString()).toBe('2023-12-15T01:02:03.004Z');
  });
});
