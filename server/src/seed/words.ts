import type { Rng } from './random';

const TRAITS = [
  'cheerful', 'curious', 'playful', 'warm', 'witty', 'calm', 'sporty', 'creative', 'honest', 'romantic',
  'adventurous', 'chatty', 'relaxed', 'charming', 'sunny', 'thoughtful', 'spontaneous', 'elegant',
  'funny', 'kind', 'confident', 'dreamy', 'bold', 'gentle', 'energetic', 'sweet', 'clever', 'loyal',
];

/** "curious, warm, witty" */
export function threeWords(rng: Rng): string {
  return rng.sample(TRAITS, 3).join(', ');
}

const HOBBIES = [
  'cooking for friends', 'long walks by the sea', 'yoga in the morning', 'old films', 'travelling',
  'dancing', 'photography', 'board games', 'painting', 'hiking in the mountains', 'reading novels',
  'singing in the car', 'baking', 'gaming', 'fashion', 'cycling', 'music festivals', 'gardening',
];

const ABOUT_OPENERS = [
  'Hi, nice to meet you!',
  'Welcome to my profile.',
  'Hey there, glad you found me.',
  'Hello and welcome!',
  'Great to see you here.',
];

const ABOUT_CLOSERS = [
  'Drop by my chat and say hello.',
  'I look forward to a good conversation with you.',
  'Let us have a nice time together.',
  'Write me a message, I answer everyone.',
  'Come online when I am, I love meeting new people.',
];

/** A short, friendly profile text. */
export function aboutText(rng: Rng, traits: string): string {
  const [first, second] = rng.sample(HOBBIES, 2);
  return [
    rng.pick(ABOUT_OPENERS),
    `People describe me as ${traits}.`,
    `In my free time I enjoy ${first} and ${second}.`,
    rng.pick(ABOUT_CLOSERS),
  ].join(' ');
}

const TITLE_ADJECTIVES = [
  'Lazy', 'Sunny', 'Cosy', 'Rainy', 'Golden', 'Quiet', 'Wild', 'Sweet', 'Late', 'Early', 'Secret',
  'Summer', 'Winter', 'Spring', 'Autumn', 'Midnight', 'Perfect', 'Little', 'Happy', 'Dreamy',
];
const TITLE_NOUNS = [
  'afternoon', 'evening', 'morning', 'weekend', 'photo shoot', 'workout', 'dance', 'holiday',
  'surprise', 'picnic', 'road trip', 'party', 'story', 'moment', 'session', 'night out', 'day off',
];
const TITLE_PLACES = [
  'on the balcony', 'at the lake', 'in the kitchen', 'by the pool', 'in the garden', 'at home',
  'in the city', 'on the beach', 'in the studio', 'in the mountains', 'at the cafe', 'on the sofa',
];

/** "Sunny afternoon on the balcony" */
export function mediaTitle(rng: Rng): string {
  const title = `${rng.pick(TITLE_ADJECTIVES)} ${rng.pick(TITLE_NOUNS)}`;
  return rng.chance(0.6) ? `${title} ${rng.pick(TITLE_PLACES)}` : title;
}

const DESCRIPTION_TEMPLATES = [
  'A relaxed clip from my {title}. Thank you for watching!',
  'I filmed this during my {title} and wanted to share it with you.',
  'One of my favourite moments: {title}. Tell me what you think.',
  'Behind the scenes of my {title}. Enjoy!',
];

export function mediaDescription(rng: Rng, title: string): string {
  return rng.pick(DESCRIPTION_TEMPLATES).replace('{title}', title.toLowerCase());
}

/** Video tags; labels stay harmless, they double as filter chips on public pages. Their names in the four languages are shared with the client. */
export { TAG_LABELS } from '@vx/shared/tags';
