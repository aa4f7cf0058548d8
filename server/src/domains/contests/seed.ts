import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf, type Executor } from '../../db/helpers';

/** An arbitrary constant that serialises concurrent seeders of the contests. */
const CONTESTS_LOCK_KEY = 7_310_016;
const DAY = 86_400_000;

const text = (de: string, en: string, nl: string, es: string) => ({ de, en, nl, es });

/** Contests 1 and 2 run now (2 asks for the age check), 3 to 5 have ended; entries of one media kind each. */
const CONTESTS = [
  {
    id: 1,
    kind: 'video',
    from: -10,
    to: 20,
    avs: false,
    title: text('Sommer-Video-Contest', 'Summer Video Contest', 'Zomervideowedstrijd', 'Concurso de vídeos de verano'),
    headline: text('Wähle die heißesten Sommervideos', 'Pick the hottest summer videos', 'Kies de heetste zomervideo’s', 'Elige los vídeos más calientes del verano'),
    body: text(
      'Du hast 5 Stimmen: gib sie deinen Lieblingsvideos. Die drei Videos mit den meisten Stimmen gewinnen.',
      'You have 5 votes: give them to your favourite videos. The three videos with the most votes win.',
      'Je hebt 5 stemmen: geef ze aan je favoriete video’s. De drie video’s met de meeste stemmen winnen.',
      'Tienes 5 votos: dáselos a tus vídeos favoritos. Ganan los tres vídeos con más votos.',
    ),
    subs: [
      { sub: 1, title: text('Solo', 'Solo', 'Solo', 'Solo') },
      { sub: 2, title: text('Outdoor', 'Outdoor', 'Buiten', 'Al aire libre') },
    ],
  },
  {
    id: 2,
    kind: 'album',
    from: -5,
    to: 25,
    avs: true,
    title: text('Fotoalbum des Monats', 'Photo Album of the Month', 'Fotoalbum van de maand', 'Álbum de fotos del mes'),
    headline: text('Die schönsten Fotostrecken', 'The most beautiful photo sets', 'De mooiste fotoreeksen', 'Las series de fotos más bonitas'),
    body: text(
      'Stimme für die Alben, die dir am besten gefallen. Für diesen Contest brauchst du eine Altersverifikation.',
      'Vote for the albums you like best. This contest needs an age verification.',
      'Stem op de albums die je het mooist vindt. Voor deze wedstrijd heb je een leeftijdsverificatie nodig.',
      'Vota por los álbumes que más te gusten. Este concurso requiere verificación de edad.',
    ),
    subs: [{ sub: 1, title: text('Alle Alben', 'All albums', 'Alle albums', 'Todos los álbumes') }],
  },
  {
    id: 3,
    kind: 'picture',
    from: -50,
    to: -20,
    avs: false,
    title: text('Frühlings-Foto-Contest', 'Spring Picture Contest', 'Lentefotowedstrijd', 'Concurso de fotos de primavera'),
    headline: text('Die Gewinnerinnen des Frühlings', 'The winners of spring', 'De winnaars van de lente', 'Las ganadoras de la primavera'),
    body: text('Der Contest ist beendet. Danke für deine Stimmen!', 'The contest has ended. Thank you for your votes!', 'De wedstrijd is afgelopen. Bedankt voor je stemmen!', 'El concurso ha terminado. ¡Gracias por tus votos!'),
    subs: [{ sub: 1, title: text('Fotos', 'Pictures', 'Foto’s', 'Fotos') }],
  },
  {
    id: 4,
    kind: 'video',
    from: -90,
    to: -60,
    avs: false,
    title: text('Winter-Video-Contest', 'Winter Video Contest', 'Wintervideowedstrijd', 'Concurso de vídeos de invierno'),
    headline: text('Heiße Clips für kalte Tage', 'Hot clips for cold days', 'Hete clips voor koude dagen', 'Clips calientes para días fríos'),
    body: text('Der Contest ist beendet. Danke für deine Stimmen!', 'The contest has ended. Thank you for your votes!', 'De wedstrijd is afgelopen. Bedankt voor je stemmen!', 'El concurso ha terminado. ¡Gracias por tus votos!'),
    subs: [{ sub: 1, title: text('Videos', 'Videos', 'Video’s', 'Vídeos') }],
  },
  {
    id: 5,
    kind: 'album',
    from: -150,
    to: -120,
    avs: false,
    title: text('Herbst-Album-Contest', 'Autumn Album Contest', 'Herfstalbumwedstrijd', 'Concurso de álbumes de otoño'),
    headline: text('Goldene Herbstbilder', 'Golden autumn pictures', 'Gouden herfstfoto’s', 'Fotos doradas de otoño'),
    body: text('Der Contest ist beendet. Danke für deine Stimmen!', 'The contest has ended. Thank you for your votes!', 'De wedstrijd is afgelopen. Bedankt voor je stemmen!', 'El concurso ha terminado. ¡Gracias por tus votos!'),
    subs: [{ sub: 1, title: text('Alben', 'Albums', 'Albums', 'Álbumes') }],
  },
] as const;

const ENTRIES_PER_CONTEST = 18;

/** One media of the kind per actor (so a contest shows many faces), with votes carried over from before the seed. */
function entriesSql(contestId: number, kind: string, subs: number) {
  const votes = sql`((media_id * 37 + ${contestId} * 11) % 240)`;
  const pick =
    kind === 'video'
      ? sql`SELECT DISTINCT ON (v.actor_id) v.id AS media_id, NULL::int AS album_id, v.actor_id, v.title FROM videos v ORDER BY v.actor_id, v.id`
      : kind === 'album'
        ? sql`SELECT DISTINCT ON (a.actor_id) a.id AS media_id, a.id AS album_id, a.actor_id, a.title FROM albums a ORDER BY a.actor_id, a.id`
        : sql`SELECT DISTINCT ON (a.actor_id) p.id AS media_id, a.id AS album_id, a.actor_id, a.title || ' #' || p.position AS title FROM pictures p JOIN albums a ON a.id = p.album_id ORDER BY a.actor_id, p.id`;
  return sql`INSERT INTO contest_entries (contest_id, media_id, media_type, album_id, actor_id, contest_sub, item_hash, title, votes)
    SELECT ${contestId}, media_id, ${kind}, album_id, actor_id, 1 + (row_number() OVER (ORDER BY actor_id) % ${subs}),
           substr(md5(${contestId} || ':' || media_id), 1, 12), title, ${votes}
    FROM (${pick}) picked ORDER BY actor_id OFFSET ${(contestId - 1) * 2} LIMIT ${ENTRIES_PER_CONTEST}
    ON CONFLICT DO NOTHING`;
}

const seeded = async (db: Executor) => (await rowsOf<{ present: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM contests) AS present`))[0]!.present;

/**
 * Seeds the demo's contests (two running, three ended, so the overview's "past 2" shows), a voting
 * beside contest 1 and a running clash of cams (two teams of seeded actors, one challenge ended,
 * one running, one to come). Once, after the catalogue; times relative to now; explicit ids.
 */
export async function seedContests(db: Db, now = new Date()): Promise<number> {
  if (await seeded(db)) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CONTESTS_LOCK_KEY})`);
    if (await seeded(tx)) return 0;
    const [actorCount] = await rowsOf<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM actors`);
    if (actorCount!.n < 8) return 0;
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    for (const contest of CONTESTS) {
      await tx.execute(sql`INSERT INTO contests (id, title, headline, text, start_at, end_at, requires_avs, subs)
        VALUES (${contest.id}, ${JSON.stringify(contest.title)}::jsonb, ${JSON.stringify(contest.headline)}::jsonb, ${JSON.stringify(contest.body)}::jsonb,
                ${at(contest.from)}, ${at(contest.to)}, ${contest.avs}, ${JSON.stringify(contest.subs)}::jsonb) ON CONFLICT DO NOTHING`);
      await tx.execute(entriesSql(contest.id, contest.kind, contest.subs.length));
    }
    await seedVoting(tx, at);
    await seedClash(tx, at);
    return CONTESTS.length;
  });
}

async function seedVoting(tx: Executor, at: (days: number) => Date): Promise<void> {
  await tx.execute(sql`INSERT INTO votings (id, contest_id, question, start_at, end_at) VALUES (1, 1,
    ${JSON.stringify(text('Welches Thema soll der nächste Contest haben?', 'Which theme should the next contest have?', 'Welk thema moet de volgende wedstrijd hebben?', '¿Qué tema debería tener el próximo concurso?'))}::jsonb,
    ${at(-10)}, ${at(20)}) ON CONFLICT DO NOTHING`);
  const options = [
    ['beach', text('Strand', 'Beach', 'Strand', 'Playa'), 42],
    ['office', text('Büro', 'Office', 'Kantoor', 'Oficina'), 27],
    ['fitness', text('Fitness', 'Fitness', 'Fitness', 'Fitness'), 35],
  ] as const;
  for (const [index, [key, label, count]] of options.entries()) {
    await tx.execute(sql`INSERT INTO voting_options (voting_id, key, label, position, count) VALUES (1, ${key}, ${JSON.stringify(label)}::jsonb, ${index + 1}, ${count}) ON CONFLICT DO NOTHING`);
  }
}

async function seedClash(tx: Executor, at: (days: number) => Date): Promise<void> {
  // Eight actors with a video and an album each: two captains, six members.
  const cast = await rowsOf<{ actorId: number; videoId: number; albumId: number }>(
    tx,
    sql`SELECT v.actor_id AS "actorId", min(v.id) AS "videoId", (SELECT min(a.id) FROM albums a WHERE a.actor_id = v.actor_id) AS "albumId"
        FROM videos v GROUP BY v.actor_id HAVING EXISTS (SELECT 1 FROM albums a WHERE a.actor_id = v.actor_id) ORDER BY v.actor_id DESC LIMIT 8`,
  );
  if (cast.length < 8) return;
  await tx.execute(sql`INSERT INTO clash_events (id, name, theme_id, start_at, end_at) VALUES (1, 'Clash of Cams: Red vs. Blue', 1, ${at(-3)}, ${at(4)}) ON CONFLICT DO NOTHING`);
  const teams = [
    { id: 1, name: 'Team Red', points: 120, actors: cast.slice(0, 4) },
    { id: 2, name: 'Team Blue', points: 95, actors: cast.slice(4, 8) },
  ];
  for (const team of teams) {
    await tx.execute(sql`INSERT INTO clash_teams (id, clash_id, name, captain_id, points) VALUES (${team.id}, 1, ${team.name}, ${team.actors[0]!.actorId}, ${team.points}) ON CONFLICT DO NOTHING`);
    for (const member of team.actors.slice(1)) {
      await tx.execute(sql`INSERT INTO clash_team_members (team_id, actor_id) VALUES (${team.id}, ${member.actorId}) ON CONFLICT DO NOTHING`);
    }
  }
  const media = (index: number, type: 'video' | 'album') =>
    teams.map((team) => ({ type, id: type === 'video' ? team.actors[index]!.videoId : team.actors[index]!.albumId, actorId: team.actors[index]!.actorId, teamId: team.id }));
  const challenges = [
    { id: 1, name: 'warm-up', type: 'video', title: 'Warm-up', subTitle: 'The first clips', description: 'Each captain shows her best clip.', from: -3, to: -1, media: media(0, 'video'), winner: 1 },
    { id: 2, name: 'photo-duel', type: 'album', title: 'Photo duel', subTitle: 'Set against set', description: 'One album from each team: vote for the better set.', from: -1, to: 2, media: media(1, 'album'), winner: null },
    { id: 3, name: 'finale', type: 'video', title: 'Finale', subTitle: 'The last round', description: 'The final clips decide the clash.', from: 2, to: 4, media: media(2, 'video'), winner: null },
  ];
  for (const challenge of challenges) {
    await tx.execute(sql`INSERT INTO clash_challenges (id, clash_id, name, type, title, sub_title, description, start_at, end_at, moderator_id, winner_admin, media)
      VALUES (${challenge.id}, 1, ${challenge.name}, ${challenge.type}, ${challenge.title}, ${challenge.subTitle}, ${challenge.description}, ${at(challenge.from)}, ${at(challenge.to)},
              ${cast[3]!.actorId}, ${challenge.winner}, ${JSON.stringify(challenge.media)}::jsonb) ON CONFLICT DO NOTHING`);
  }
}
