import { isLanguage, type Language } from '@vx/shared/constants';

/**
 * What the simulated actor says (DESIGN §1, activity simulator): friendly, safe-for-work lines in
 * the guest's language. A real actor types her own; this only has to read believably in a demo.
 */

export type ReplyTrigger =
  | { kind: 'greeting' }
  | { kind: 'text'; text: string }
  | { kind: 'gift'; giftName: string }
  | { kind: 'toy'; toyName: string };

type Lines = Record<'greeting' | 'hello' | 'question' | 'chat' | 'gift' | 'toy', readonly string[]>;

const LINES: Record<Language, Lines> = {
  en: {
    greeting: ['Hi there, welcome to my room! 😊', 'Hey, nice to see you! How is your day going?', 'Welcome! Make yourself comfortable.'],
    hello: ['Hi! So glad you are here 😊', 'Hello you! How are you today?', 'Hey! Great to have you with me.'],
    question: ['Good question! Let me think… 😄', 'Hmm, what do you think?', 'I would love to tell you more about that!'],
    chat: ['That sounds lovely!', 'Haha, you make me smile 😊', 'Tell me more!', 'I like the way you think.', 'Really? That is so interesting!'],
    gift: ['Thank you so much for the {gift}! 💖', 'Wow, a {gift}! You are sweet, thank you!', 'Aww, thanks for the {gift}! 😘'],
    toy: ['Ooh, {toy}! That tickles 😄', 'Thanks for the {toy}, you know what I like!', '{toy}, here we go! 😊'],
  },
  de: {
    greeting: ['Hallo, willkommen in meinem Raum! 😊', 'Hey, schön dich zu sehen! Wie war dein Tag?', 'Willkommen! Mach es dir gemütlich.'],
    hello: ['Hi! Schön, dass du da bist 😊', 'Hallo du! Wie geht es dir heute?', 'Hey! Toll, dass du bei mir bist.'],
    question: ['Gute Frage! Lass mich überlegen… 😄', 'Hmm, was meinst du denn?', 'Darüber erzähle ich dir gern mehr!'],
    chat: ['Das klingt schön!', 'Haha, du bringst mich zum Lächeln 😊', 'Erzähl mir mehr!', 'Mir gefällt, wie du denkst.', 'Wirklich? Wie spannend!'],
    gift: ['Vielen Dank für die {gift}! 💖', 'Wow, {gift}! Du bist süß, danke!', 'Oh, danke für {gift}! 😘'],
    toy: ['Uh, {toy}! Das kitzelt 😄', 'Danke für {toy}, du weißt, was mir gefällt!', '{toy}, los geht’s! 😊'],
  },
  nl: {
    greeting: ['Hoi, welkom in mijn kamer! 😊', 'Hey, leuk je te zien! Hoe was je dag?', 'Welkom! Maak het je gemakkelijk.'],
    hello: ['Hoi! Fijn dat je er bent 😊', 'Hallo jij! Hoe gaat het vandaag?', 'Hey! Leuk dat je bij me bent.'],
    question: ['Goede vraag! Even denken… 😄', 'Hmm, wat denk jij?', 'Daar vertel ik je graag meer over!'],
    chat: ['Dat klinkt leuk!', 'Haha, je laat me lachen 😊', 'Vertel me meer!', 'Ik vind het leuk hoe je denkt.', 'Echt? Wat interessant!'],
    gift: ['Heel erg bedankt voor de {gift}! 💖', 'Wauw, een {gift}! Lief van je, dank je!', 'Aww, bedankt voor de {gift}! 😘'],
    toy: ['Ooh, {toy}! Dat kriebelt 😄', 'Bedankt voor {toy}, jij weet wat ik leuk vind!', '{toy}, daar gaan we! 😊'],
  },
  es: {
    greeting: ['¡Hola, bienvenido a mi sala! 😊', '¡Hey, qué gusto verte! ¿Qué tal tu día?', '¡Bienvenido! Ponte cómodo.'],
    hello: ['¡Hola! Me alegra que estés aquí 😊', '¡Hola! ¿Cómo estás hoy?', '¡Hey! Qué bien tenerte conmigo.'],
    question: ['¡Buena pregunta! Déjame pensar… 😄', 'Mmm, ¿tú qué piensas?', '¡Me encantaría contarte más sobre eso!'],
    chat: ['¡Qué bonito!', 'Jaja, me haces sonreír 😊', '¡Cuéntame más!', 'Me gusta cómo piensas.', '¿De verdad? ¡Qué interesante!'],
    gift: ['¡Muchas gracias por el {gift}! 💖', '¡Guau, un {gift}! Qué dulce eres, ¡gracias!', '¡Ay, gracias por el {gift}! 😘'],
    toy: ['¡Uy, {toy}! Me hace cosquillas 😄', '¡Gracias por {toy}, sabes lo que me gusta!', '¡{toy}, allá vamos! 😊'],
  },
};

const HELLO = /^\s*(hi|hey|hello|hallo|hoi|hola|moin|servus|buenas|goedemorgen|guten\s+(tag|morgen|abend)|good\s+(morning|evening))\b/i;

function pick(lines: readonly string[], random: () => number): string {
  return lines[Math.min(lines.length - 1, Math.floor(random() * lines.length))]!;
}

/** One line for the trigger in the language (English for an unknown one). */
export function actorReply(trigger: ReplyTrigger, language: string, random: () => number = Math.random): string {
  const lines = LINES[isLanguage(language) ? language : 'en'];
  switch (trigger.kind) {
    case 'greeting':
      return pick(lines.greeting, random);
    case 'gift':
      return pick(lines.gift, random).replaceAll('{gift}', trigger.giftName);
    case 'toy':
      return pick(lines.toy, random).replaceAll('{toy}', trigger.toyName);
    case 'text':
      if (HELLO.test(trigger.text)) return pick(lines.hello, random);
      if (trigger.text.includes('?')) return pick(lines.question, random);
      return pick(lines.chat, random);
  }
}

/** The actor types for a moment: one to three times the configured delay. */
export function replyDelay(baseMs: number, random: () => number = Math.random): number {
  return Math.round(baseMs * (1 + 2 * random()));
}
