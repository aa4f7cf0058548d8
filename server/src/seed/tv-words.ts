/**
 * The TV section's seeded formats and late-night event (server/docs/tv.md): written texts in German
 * and English; other languages read the English ones.
 */
export interface SeriesWords {
  key: string;
  titleDe: string;
  titleEn: string;
  descriptionDe: string;
  descriptionEn: string;
}

export const TV_SERIES: readonly SeriesWords[] = [
  {
    key: 'behind-the-scenes',
    titleDe: 'Hinter den Kulissen',
    titleEn: 'Behind the Scenes',
    descriptionDe: 'Wie ein Dreh wirklich abläuft: Licht, Kamera, Pannen und die Momente zwischen den Takes.',
    descriptionEn: 'How a shoot really goes: lights, camera, mishaps and the moments between takes.',
  },
  {
    key: 'girls-night-in',
    titleDe: 'Mädelsabend',
    titleEn: 'Girls Night In',
    descriptionDe: 'Zwei Amateurinnen, ein Sofa und jede Menge Fragen aus dem Chat – ehrlich beantwortet.',
    descriptionEn: 'Two amateurs, one sofa and plenty of questions from the chat – answered honestly.',
  },
  {
    key: 'road-trip',
    titleDe: 'Roadtrip',
    titleEn: 'Road Trip',
    descriptionDe: 'Unterwegs durch Europa: jede Folge eine neue Stadt, ein neues Hotelzimmer, eine neue Begegnung.',
    descriptionEn: 'Across Europe: every episode a new city, a new hotel room, a new encounter.',
  },
  {
    key: 'first-time',
    titleDe: 'Das erste Mal vor der Kamera',
    titleEn: 'First Time on Camera',
    descriptionDe: 'Neue Gesichter erzählen, wie sie zur Plattform kamen, und wagen ihren ersten Dreh.',
    descriptionEn: 'New faces tell how they found the platform and dare their very first shoot.',
  },
  {
    key: 'fan-wishes',
    titleDe: 'Fanwünsche',
    titleEn: 'Fan Wishes',
    descriptionDe: 'Die Community schreibt das Drehbuch: die beliebtesten Wünsche des Monats, umgesetzt.',
    descriptionEn: 'The community writes the script: the month’s most wanted wishes, brought to life.',
  },
  {
    key: 'studio-sessions',
    titleDe: 'Studio Sessions',
    titleEn: 'Studio Sessions',
    descriptionDe: 'Professionelles Licht, ein großes Studio und Amateurinnen, die zeigen, was sie können.',
    descriptionEn: 'Professional lighting, a big studio and amateurs showing what they can do.',
  },
];

export const LATE_NIGHT_WORDS = {
  headlineDe: 'Late Night Live – die Nacht gehört euch',
  headlineEn: 'Late Night Live – the night is yours',
  textDe:
    'Jeden Freitag ab 23 Uhr: vier Amateurinnen, drei Stunden live im Studio, eure Fragen aus dem Chat und Spiele, bei denen ihr mitbestimmt. Wer zuschaut, entscheidet, wie die Nacht weitergeht.',
  textEn:
    'Every Friday from 11 pm: four amateurs, three hours live from the studio, your questions from the chat and games where you have a say. Those watching decide how the night goes on.',
};
