import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ActivityConfig, AdventConfig, EasterConfig, HighOnRoseConfig, PrizeDrawConfig, Text } from './config';
import { specialEvents } from './schema';

/**
 * The demo's special events, relative to the seeding moment: activity, easter, advent calendar,
 * goldrush, prize draw and high on rose running now, an activity event that ended three days ago
 * (its rewards still claimable for four days), and one starting in a week. Ids 150-157 (the games
 * domain seeds its own rows); ON CONFLICT DO NOTHING, so a restart changes nothing.
 */
const DAY = 24 * 3600_000;
const t = (de: string, en: string, nl: string, es: string): Text => ({ de, en, nl, es });

const activities: ActivityConfig['activities'] = [
  {
    id: 'dailyVisit', name: t('Täglicher Besuch', 'Daily visit', 'Dagelijks bezoek', 'Visita diaria'), points: 10, vipBonus: 5, limitPerDay: 1,
    faq: { question: t('Wie bekomme ich die Punkte?', 'How do I get the points?', 'Hoe krijg ik de punten?', '¿Cómo consigo los puntos?'), answer: t('Schau einmal am Tag auf der Aktionsseite vorbei.', 'Open the event page once a day.', 'Open de actiepagina één keer per dag.', 'Abre la página del evento una vez al día.') },
  },
  {
    id: 'adventDoor', name: t('Türchen öffnen', 'Open a calendar door', 'Deurtje openen', 'Abrir una puerta'), points: 20, vipBonus: 10, limitPerDay: 1,
    faq: { question: t('Welches Türchen zählt?', 'Which door counts?', 'Welk deurtje telt?', '¿Qué puerta cuenta?'), answer: t('Das Türchen des heutigen Tages im Adventskalender.', "Today's door of the advent calendar.", 'Het deurtje van vandaag in de adventskalender.', 'La puerta de hoy del calendario de adviento.') },
  },
  {
    id: 'easterEgg', name: t('Osterei finden', 'Find an easter egg', 'Paasei vinden', 'Encontrar un huevo'), points: 5, vipBonus: 2, limitPerDay: 10,
    faq: { question: t('Wo sind die Eier versteckt?', 'Where are the eggs hidden?', 'Waar zijn de eieren verstopt?', '¿Dónde están los huevos?'), answer: t('Auf vielen Seiten der Plattform, solange die Ostereiersuche läuft.', 'On many pages of the platform while the egg hunt runs.', 'Op veel pagina’s van het platform zolang de eierjacht loopt.', 'En muchas páginas de la plataforma mientras dura la búsqueda.') },
  },
  {
    id: 'prizeDrawEntry', name: t('Am Gewinnspiel teilnehmen', 'Enter the prize draw', 'Meedoen aan de prijstrekking', 'Participar en el sorteo'), points: 15, vipBonus: 5, limitPerDay: 1,
    faq: { question: t('Wie oft kann ich teilnehmen?', 'How often can I enter?', 'Hoe vaak kan ik meedoen?', '¿Cuántas veces puedo participar?'), answer: t('Einmal pro Tag, jede Teilnahme ist ein Los.', 'Once a day; every entry is a ticket.', 'Eén keer per dag; elke deelname is een lot.', 'Una vez al día; cada participación es un boleto.') },
  },
  {
    id: 'roseGiven', name: t('Rose verschenken', 'Give a rose', 'Roos geven', 'Regalar una rosa'), points: 5, vipBonus: 5, limitPerDay: 3,
    faq: { question: t('Wem kann ich Rosen schenken?', 'Who can I give roses to?', 'Aan wie kan ik rozen geven?', '¿A quién puedo regalar rosas?'), answer: t('Den Darstellerinnen von High on Rose.', 'The models taking part in High on Rose.', 'De modellen die meedoen aan High on Rose.', 'A las modelos que participan en High on Rose.') },
  },
];

const activityConfig = (scale: number): ActivityConfig => ({
  activities,
  challenges: [
    { name: t('Fünf Tage dabei', 'Five days in a row', 'Vijf dagen erbij', 'Cinco días seguidos'), description: t('Besuche die Aktion an fünf Tagen.', 'Visit the event on five days.', 'Bezoek de actie op vijf dagen.', 'Visita el evento cinco días.'), points: 50, activityId: 'dailyVisit', count: 5, link: null },
    { name: t('Rosenkavalier', 'Rose giver', 'Rozenridder', 'Caballero de rosas'), description: t('Verschenke drei Rosen.', 'Give three roses.', 'Geef drie rozen.', 'Regala tres rosas.'), points: 30, activityId: 'roseGiven', count: 3, link: '/high-on-rose/' },
  ],
  rewards: [
    { id: 1, type: 'freeMessages', value: 5, requiredPoints: 10 * scale, info: t('5 Gratis-Nachrichten', '5 free messages', '5 gratis berichten', '5 mensajes gratis') },
    { id: 2, type: 'coins', value: 50, requiredPoints: 60 * scale, info: t('50 Coins Guthaben', '50 coins credit', '50 coins tegoed', '50 monedas de saldo') },
    { id: 3, type: 'spins', value: 3, requiredPoints: 150 * scale, info: t('3 Drehungen am Glücksrad', '3 spins of the wheel', '3 draaien aan het rad', '3 giros de la rueda') },
  ],
});

const easter: EasterConfig = {
  eggs: [
    { id: 1, routeName: 'easter', x: 12, y: 40 },
    { id: 2, routeName: 'easter', x: 82, y: 70 },
    { id: 3, routeName: 'specialEvents', x: 88, y: 30 },
    { id: 4, routeName: 'cams', x: 6, y: 75 },
    { id: 5, routeName: 'topCams', x: 90, y: 55 },
    { id: 6, routeName: 'camShows', x: 10, y: 60 },
    { id: 7, routeName: 'vipClub', x: 85, y: 80 },
    { id: 8, routeName: 'dailyDeals', x: 50, y: 85 },
  ],
  rewards: [
    { id: 1, type: 'coins', value: 20, requiredEggs: 1, isUpTo: false, hidden: false, info: t('20 Coins für dein erstes Ei', '20 coins for your first egg', '20 coins voor je eerste ei', '20 monedas por tu primer huevo') },
    { id: 2, type: 'coins', value: 100, requiredEggs: 5, isUpTo: true, hidden: false, info: t('Bis zu 100 Coins', 'Up to 100 coins', 'Tot 100 coins', 'Hasta 100 monedas') },
    { id: 3, type: 'spins', value: 3, requiredEggs: 8, isUpTo: false, hidden: true, info: t('Geheimer Preis für alle Eier', 'Secret prize for every egg', 'Geheime prijs voor alle eieren', 'Premio secreto por todos los huevos') },
  ],
};

const advent: AdventConfig = {
  doors: Array.from({ length: 24 }, (_, index) => (index % 6 === 5 ? { type: 'spins' as const, value: 2 } : index % 3 === 2 ? { type: 'freeMessages' as const, value: 3 } : { type: 'coins' as const, value: 10 + (index % 4) * 5 })),
};
const prizeDraw: PrizeDrawConfig = { prizes: [{ rank: 1, type: 'coins', value: 500 }, { rank: 2, type: 'coins', value: 200 }, { rank: 3, type: 'spins', value: 5 }] };

export async function seedSpecialEvents(db: Db, now = new Date()): Promise<number> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const actorIds = (await db.execute(sql`SELECT id FROM actors ORDER BY id LIMIT 6`)) as unknown as { rows: { id: number }[] };
  const highOnRose: HighOnRoseConfig = { rosesPerDay: 3, actorIds: actorIds.rows.map((row) => row.id) };
  const rows: (typeof specialEvents.$inferInsert)[] = [
    { id: 150, type: 'activity', slug: 'spring-activity', name: t('Frühlings-Aktion', 'Spring activity event', 'Lente-actie', 'Evento de primavera'), startAt: at(-5), endAt: at(9), rewardClaimEnd: at(12), config: activityConfig(1) },
    { id: 151, type: 'easter', slug: 'easter-egg-hunt', name: t('Ostereiersuche', 'Easter egg hunt', 'Paaseierenjacht', 'Búsqueda de huevos de Pascua'), startAt: at(-2), endAt: at(5), config: easter },
    { id: 152, type: 'adventCalendar', slug: 'advent-calendar', name: t('Adventskalender', 'Advent calendar', 'Adventskalender', 'Calendario de adviento'), startAt: at(-3), endAt: at(21), config: advent },
    { id: 153, type: 'goldrush', slug: 'goldrush', name: t('Goldrausch', 'Goldrush', 'Goldrush', 'Fiebre del oro'), startAt: at(-1), endAt: at(13), config: activityConfig(2) },
    { id: 154, type: 'prizeDraw', slug: 'prize-draw', name: t('Großes Gewinnspiel', 'Grand prize draw', 'Grote prijstrekking', 'Gran sorteo'), startAt: at(-2), endAt: at(5), config: prizeDraw },
    { id: 155, type: 'highOnRose', slug: 'high-on-rose', name: t('High on Rose', 'High on Rose', 'High on Rose', 'High on Rose'), startAt: at(-1), endAt: at(6), config: highOnRose },
    { id: 156, type: 'activity', slug: 'autumn-activity', name: t('Herbst-Aktion', 'Autumn activity event', 'Herfst-actie', 'Evento de otoño'), startAt: at(-30), endAt: at(-3), rewardClaimEnd: at(4), config: activityConfig(1) },
    { id: 157, type: 'activity', slug: 'winter-warm-up', name: t('Winter-Warm-up', 'Winter warm-up', 'Winter-warming-up', 'Calentamiento de invierno'), startAt: at(7), endAt: at(21), config: activityConfig(1) },
  ];
  const inserted = await db.insert(specialEvents).values(rows).onConflictDoNothing().returning({ id: specialEvents.id });
  return inserted.length;
}
