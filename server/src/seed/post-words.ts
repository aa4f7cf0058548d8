/**
 * The words of seeded feed posts, in the actor's own voice, in the four languages of the site.
 * Safe for work: teasing, friendly, about her day, her shoots and her fans. `{name}` is her name.
 */

export type PostLanguage = 'de' | 'en' | 'es' | 'nl';
export type PostTopic = 'text' | 'photo' | 'clip' | 'profile' | 'contest';

interface PostWords {
  titles: Record<PostTopic, readonly string[]>;
  texts: Record<PostTopic, readonly string[]>;
  closers: readonly string[];
  fanComments: readonly string[];
  replies: readonly string[];
}

export const POST_WORDS: Record<PostLanguage, PostWords> = {
  en: {
    titles: {
      text: ['Good morning, darlings', 'A little confession', 'Sunday thoughts', 'Quick update from me', 'Guess what happened today', 'Thank you!'],
      photo: ['New photo set', 'Fresh from today’s shoot', 'Golden hour', 'My favourite outfit', 'Behind the scenes', 'Cozy evening'],
      clip: ['New clip is online', 'Sneak peek', 'Just for you', 'Something special', 'Hot off the camera'],
      profile: ['New profile picture'],
      contest: ['Vote for me in the photo contest'],
    },
    texts: {
      text: [
        'Coffee in one hand, phone in the other, and already thinking about tonight’s show.',
        'I read every single message you send me, even when I cannot answer all of them right away.',
        'Spent the whole afternoon rearranging my room so the light is perfect for the cam.',
        'Tonight I am online a little later than usual, so save me a spot in the chat.',
        'You asked me what my favourite song is right now. I will play it live for you tonight.',
        'Rainy day here, which means blankets, tea and planning new ideas for you.',
      ],
      photo: [
        'I tried something new with the lights today and I love how these turned out.',
        'Picked these from over a hundred shots. Tell me which one is your favourite.',
        'The sun was just right this evening, so I grabbed the camera and went for it.',
        'This outfit has been waiting in my wardrobe for weeks. Finally its moment!',
      ],
      clip: [
        'A little clip from yesterday’s session, cut down to the best minutes.',
        'You kept asking for it, so here it is. Watch it till the end.',
        'Filmed this one in one take, no retakes, just me having fun.',
        'The full video is in my shop; this is the part I like most.',
      ],
      profile: ['I changed my profile picture. Do you like the new one better than the old one?'],
      contest: ['I am taking part in this week’s photo contest. Every vote means the world to me!'],
    },
    closers: ['Kisses', 'See you in the chat', 'Love, {name}', 'xoxo', 'Have a lovely day', ''],
    fanComments: ['Beautiful as always!', 'Can’t wait for tonight', 'This made my day', 'Wow, the light is amazing', 'You look so happy here', 'More of this please'],
    replies: ['Thank you, sweetheart!', 'You are too kind', 'See you tonight then', 'Glad you like it'],
  },
  de: {
    titles: {
      text: ['Guten Morgen, ihr Lieben', 'Ein kleines Geständnis', 'Sonntagsgedanken', 'Kurzes Update von mir', 'Ratet mal, was heute passiert ist', 'Danke euch!'],
      photo: ['Neues Fotoset', 'Frisch vom heutigen Shooting', 'Goldene Stunde', 'Mein Lieblingsoutfit', 'Hinter den Kulissen', 'Gemütlicher Abend'],
      clip: ['Neuer Clip ist online', 'Kleiner Vorgeschmack', 'Nur für dich', 'Etwas ganz Besonderes', 'Frisch aus der Kamera'],
      profile: ['Neues Profilbild'],
      contest: ['Stimmt für mich im Fotowettbewerb ab'],
    },
    texts: {
      text: [
        'Kaffee in der einen Hand, Handy in der anderen, und ich denke schon an die Show heute Abend.',
        'Ich lese jede einzelne Nachricht von euch, auch wenn ich nicht immer sofort antworten kann.',
        'Den ganzen Nachmittag mein Zimmer umgeräumt, damit das Licht vor der Cam perfekt ist.',
        'Heute bin ich etwas später online als sonst, haltet mir einen Platz im Chat frei.',
        'Ihr wolltet wissen, was gerade mein Lieblingslied ist. Heute Abend spiele ich es live für euch.',
        'Regentag bei mir, also Decke, Tee und neue Ideen für euch planen.',
      ],
      photo: [
        'Heute habe ich etwas Neues mit dem Licht ausprobiert, und ich liebe das Ergebnis.',
        'Aus über hundert Bildern ausgesucht. Sagt mir, welches euer Favorit ist.',
        'Die Abendsonne war genau richtig, also habe ich mir die Kamera geschnappt.',
        'Dieses Outfit hat wochenlang im Schrank gewartet. Endlich sein großer Auftritt!',
      ],
      clip: [
        'Ein kleiner Clip von gestern, auf die besten Minuten gekürzt.',
        'Ihr habt so oft danach gefragt, hier ist er. Schaut bis zum Schluss.',
        'In einem Rutsch gedreht, ohne Wiederholung, einfach ich und jede Menge Spaß.',
        'Das ganze Video gibt es in meinem Shop; das hier ist mein Lieblingsteil.',
      ],
      profile: ['Ich habe mein Profilbild geändert. Gefällt euch das neue besser als das alte?'],
      contest: ['Ich mache beim Fotowettbewerb dieser Woche mit. Jede Stimme bedeutet mir so viel!'],
    },
    closers: ['Küsschen', 'Wir sehen uns im Chat', 'Eure {name}', 'Bussi', 'Habt einen schönen Tag', ''],
    fanComments: ['Wunderschön wie immer!', 'Ich freu mich auf heute Abend', 'Du hast meinen Tag gerettet', 'Wow, das Licht ist traumhaft', 'Du siehst so glücklich aus', 'Bitte mehr davon'],
    replies: ['Danke dir, Schatz!', 'Du bist so lieb', 'Dann bis heute Abend', 'Schön, dass es dir gefällt'],
  },
  es: {
    titles: {
      text: ['Buenos días, cariños', 'Una pequeña confesión', 'Pensamientos de domingo', 'Novedades rápidas', 'Adivinad qué pasó hoy', '¡Gracias!'],
      photo: ['Nueva sesión de fotos', 'Recién salidas de la sesión de hoy', 'Hora dorada', 'Mi conjunto favorito', 'Detrás de las cámaras', 'Tarde tranquila'],
      clip: ['Nuevo clip disponible', 'Un pequeño adelanto', 'Solo para ti', 'Algo especial', 'Recién grabado'],
      profile: ['Nueva foto de perfil'],
      contest: ['Votadme en el concurso de fotos'],
    },
    texts: {
      text: [
        'Café en una mano, el móvil en la otra, y ya pensando en el show de esta noche.',
        'Leo cada mensaje que me mandáis, aunque no siempre pueda contestar enseguida.',
        'Pasé toda la tarde reorganizando mi cuarto para que la luz quede perfecta en la cámara.',
        'Esta noche me conecto un poco más tarde de lo normal, guardadme un sitio en el chat.',
        'Me preguntasteis cuál es mi canción favorita ahora mismo. Esta noche la pongo en directo.',
        'Día de lluvia por aquí: manta, té y nuevas ideas para vosotros.',
      ],
      photo: [
        'Hoy probé algo nuevo con las luces y me encanta cómo han quedado.',
        'Las elegí entre más de cien fotos. Decidme cuál es vuestra favorita.',
        'El sol de la tarde estaba perfecto, así que cogí la cámara y me lancé.',
        'Este conjunto llevaba semanas esperando en el armario. ¡Por fin su momento!',
      ],
      clip: [
        'Un clip de la sesión de ayer, con los mejores minutos.',
        'Me lo pedisteis mucho, así que aquí está. Miradlo hasta el final.',
        'Grabado de una sola vez, sin repetir, solo yo pasándolo bien.',
        'El vídeo completo está en mi tienda; esta es la parte que más me gusta.',
      ],
      profile: ['He cambiado mi foto de perfil. ¿Os gusta más la nueva que la anterior?'],
      contest: ['Participo en el concurso de fotos de esta semana. ¡Cada voto significa mucho para mí!'],
    },
    closers: ['Besos', 'Nos vemos en el chat', 'Con cariño, {name}', 'Un abrazo', 'Que tengáis un día precioso', ''],
    fanComments: ['¡Preciosa como siempre!', 'Tengo ganas de que llegue la noche', 'Me has alegrado el día', 'Qué luz tan bonita', 'Se te ve muy feliz', 'Más de esto, por favor'],
    replies: ['¡Gracias, cariño!', 'Eres un sol', 'Nos vemos esta noche', 'Me alegra que te guste'],
  },
  nl: {
    titles: {
      text: ['Goedemorgen, lieverds', 'Een kleine bekentenis', 'Zondagse gedachten', 'Even een update', 'Raad eens wat er vandaag gebeurde', 'Dank jullie wel!'],
      photo: ['Nieuwe fotoset', 'Vers van de shoot van vandaag', 'Gouden uurtje', 'Mijn favoriete outfit', 'Achter de schermen', 'Gezellige avond'],
      clip: ['Nieuwe clip staat online', 'Een voorproefje', 'Speciaal voor jou', 'Iets bijzonders', 'Vers uit de camera'],
      profile: ['Nieuwe profielfoto'],
      contest: ['Stem op mij in de fotowedstrijd'],
    },
    texts: {
      text: [
        'Koffie in de ene hand, telefoon in de andere, en ik denk al aan de show van vanavond.',
        'Ik lees elk bericht dat jullie sturen, ook als ik niet meteen op alles kan reageren.',
        'De hele middag mijn kamer omgebouwd zodat het licht voor de cam perfect is.',
        'Vanavond ben ik wat later online dan normaal, houd een plekje in de chat voor me vrij.',
        'Jullie vroegen wat nu mijn favoriete liedje is. Vanavond speel ik het live voor jullie.',
        'Regenachtige dag hier, dus dekentje, thee en nieuwe ideeën voor jullie bedenken.',
      ],
      photo: [
        'Vandaag iets nieuws geprobeerd met het licht en ik ben dol op het resultaat.',
        'Gekozen uit meer dan honderd foto’s. Vertel me welke jouw favoriet is.',
        'De avondzon was precies goed, dus ik pakte de camera en ging ervoor.',
        'Deze outfit hing al weken te wachten in de kast. Eindelijk zijn moment!',
      ],
      clip: [
        'Een clipje van de sessie van gisteren, ingekort tot de beste minuten.',
        'Jullie vroegen er zo vaak om, dus hier is hij. Kijk tot het einde.',
        'In één keer gefilmd, zonder overdoen, gewoon ik die plezier heeft.',
        'De volledige video staat in mijn shop; dit is het stukje dat ik het leukst vind.',
      ],
      profile: ['Ik heb mijn profielfoto veranderd. Vinden jullie de nieuwe mooier dan de oude?'],
      contest: ['Ik doe mee aan de fotowedstrijd van deze week. Elke stem betekent zoveel voor me!'],
    },
    closers: ['Kusjes', 'Tot in de chat', 'Liefs, {name}', 'Dikke knuffel', 'Fijne dag allemaal', ''],
    fanComments: ['Prachtig zoals altijd!', 'Ik kijk uit naar vanavond', 'Je hebt mijn dag goed gemaakt', 'Wauw, wat een mooi licht', 'Je ziet er zo blij uit', 'Graag meer hiervan'],
    replies: ['Dank je, schat!', 'Wat lief van je', 'Tot vanavond dan', 'Fijn dat je het mooi vindt'],
  },
};

/** Fans' screen names for seeded comments. */
export const FAN_NAMES = ['Tom_84', 'nightowl', 'Marco.R', 'Jens77', 'sunny_dave', 'Pieter', 'Alex_B', 'Chris.K', 'Lukas', 'Diego_m'] as const;
