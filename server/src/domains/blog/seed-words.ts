import type { Language } from '@vx/shared/constants';
import type { BlogCategoryKey } from './categories';

/**
 * The words of seeded magazine articles, one set per stored category and language: plausible,
 * safe-for-work pieces about shows, performers, production, events and the TV programme.
 * `{name}` and `{name2}` are performers' names.
 */
export interface ArticleWords {
  titles: readonly [string, string];
  subTitle: string;
  excerpt: string;
  paragraphs: readonly [string, string, string];
}

export type StoredCategoryKey = Exclude<BlogCategoryKey, 'featured'>;

export const ARTICLE_WORDS: Record<Language, Record<StoredCategoryKey, ArticleWords>> = {
  en: {
    general: {
      titles: ['What is new on the site this month', 'Five things {name} loves about our community'],
      subTitle: 'A short look at the changes, the people and the plans behind the platform',
      excerpt: 'From new chat features to our performers’ favourite moments: here is what happened lately and what comes next.',
      paragraphs: [
        'A lot has happened since our last round-up. The chat runs faster on phones, the video pages load in a blink and many of you have found their way into the new magazine.',
        '{name} has been with us for a while and told us what keeps her coming back: the friendly tone in the chat, the regulars who remember her birthday and the freedom to plan her own week.',
        'In the coming weeks we will keep improving the site step by step. Tell us what you would like to see next; every message reaches our team.',
      ],
    },
    event: {
      titles: ['Summer party: {name} hosts the big live evening', 'Save the date: the anniversary event with {name} and {name2}'],
      subTitle: 'Music, games and surprises in a night full of live shows',
      excerpt: 'Our next event brings performers and fans together for one evening. Here is the programme and how to join.',
      paragraphs: [
        'The evening starts at eight with a welcome round in the free chat, followed by a quiz in which every right answer wins a small bonus.',
        '{name} and {name2} take turns on stage, answer questions from the chat and present the highlights of the year.',
        'Joining is easy: log in, open the event page and keep an eye on the countdown. Everyone who is there when the doors open gets a welcome gift.',
      ],
    },
    live: {
      titles: ['Live tonight: {name} on the evening show', 'Behind the camera: how {name} prepares a live show'],
      subTitle: 'Light, sound and a good plan: what makes a live show work',
      excerpt: 'A live show looks easy, but a lot of preparation goes into it. We asked one of our performers how she gets ready.',
      paragraphs: [
        'Two hours before the show {name} checks her lights, tests the microphone and writes down a few topics to talk about.',
        'What she likes most about live shows is the direct contact: a single question from the chat can change the whole evening.',
        'Her tip for newcomers in the chat: say hello, be polite and ask about her day. That is how the best conversations start.',
      ],
    },
    premiumTv: {
      titles: ['New on premium TV: the season with {name}', 'Premium TV: a week of new episodes with {name}'],
      subTitle: 'Fresh episodes, exclusive interviews and the best moments in full length',
      excerpt: 'The premium channel starts a new season. Here is what subscribers can look forward to.',
      paragraphs: [
        'The new season has eight episodes of about forty minutes each, and a new one airs every Friday evening.',
        '{name} guides through the season, visits the studio team and talks to guests about their favourite moments on camera.',
        'Subscribers watch every episode live and later in full length in the mediathek.',
      ],
    },
    freeTv: {
      titles: ['Free TV this week: the highlights with {name}', 'Tune in: {name} presents the free TV evening'],
      subTitle: 'The free programme at a glance: shows, repeats and live segments',
      excerpt: 'Our free TV channel runs around the clock. These are the shows you should not miss this week.',
      paragraphs: [
        'Every evening at nine the free channel shows a live segment from the studio, followed by the best clips of the day.',
        '{name} presents the Wednesday edition and answers questions that viewers send in during the week.',
        'The full schedule is on the programme page, and every free show can be watched without an account.',
      ],
    },
    actions: {
      titles: ['Bonus week: more coins for every top-up', 'Spin the wheel: the new weekly promotion with {name}'],
      subTitle: 'Our current promotions and how to take part',
      excerpt: 'This week everyone gets a little more. Here is how the current promotion works and how long it runs.',
      paragraphs: [
        'Until Sunday every top-up comes with extra coins, and the bonus is credited right away.',
        'Regulars can also spin the wheel once a day in their personal area and win free minutes, coins or a voucher. {name} has already tried it.',
        'The conditions are on the promotion page. As always, a promotion can be redeemed once per account.',
      ],
    },
    production: {
      titles: ['In the studio: how a new series with {name} is made', 'From idea to episode: a day on set with {name}'],
      subTitle: 'Scripts, cameras and many cups of coffee: a look behind the scenes',
      excerpt: 'Our production team shows how an episode comes together, from the first idea to the final cut.',
      paragraphs: [
        'Every episode starts with a short script that the team writes together with the performers.',
        'On set, {name} works with a small crew: one camera operator, one person for light and sound and a producer who keeps an eye on the time.',
        'After the shoot the editors need about two days to cut, colour and mix the episode before it goes on air.',
      ],
    },
    news: {
      titles: ['News: the magazine now speaks four languages', 'Short news: new chat features and a thank you to {name}'],
      subTitle: 'The latest updates from the platform in brief',
      excerpt: 'The most important news of the week in a few lines.',
      paragraphs: [
        'The magazine is now published in German, English, Dutch and Spanish, and every article appears in all four languages.',
        'In the chat, messages now show when they have been read, and the video call button shows whether a performer is available.',
        'We also thank {name} and everyone who sent us feedback: many of your suggestions are already part of this update.',
      ],
    },
    interviews: {
      titles: ['Interview: {name} about her start on camera', 'Five questions for {name}'],
      subTitle: 'A performer talks about her work, her fans and her plans',
      excerpt: '{name} has been online with us for a while. We talked to her about her first show, her routine and her goals.',
      paragraphs: [
        'How did you start? “A friend told me about it. I was nervous during my first show, but the chat was so friendly that I stayed for three hours.”',
        'What does a normal day look like? “I sleep late, go to the gym, answer messages in the afternoon and go online in the evening.”',
        'What are your plans? “More live shows with music and a little series about travelling. My fans will hear about it first.”',
      ],
    },
  },
  de: {
    general: {
      titles: ['Was diesen Monat neu auf der Seite ist', 'Fünf Dinge, die {name} an unserer Community liebt'],
      subTitle: 'Ein kurzer Blick auf die Neuerungen, die Menschen und die Pläne hinter der Plattform',
      excerpt: 'Von neuen Chat-Funktionen bis zu den Lieblingsmomenten unserer Darstellerinnen: Das ist zuletzt passiert und das kommt als Nächstes.',
      paragraphs: [
        'Seit unserem letzten Rückblick ist viel passiert. Der Chat läuft auf dem Handy schneller, die Videoseiten laden im Nu und viele von euch haben den Weg ins neue Magazin gefunden.',
        '{name} ist schon eine Weile dabei und hat uns erzählt, warum sie immer wiederkommt: der freundliche Ton im Chat, die Stammgäste, die an ihren Geburtstag denken, und die Freiheit, ihre Woche selbst zu planen.',
        'In den kommenden Wochen verbessern wir die Seite Schritt für Schritt weiter. Schreibt uns, was ihr euch als Nächstes wünscht; jede Nachricht erreicht unser Team.',
      ],
    },
    event: {
      titles: ['Sommerparty: {name} moderiert den großen Live-Abend', 'Termin vormerken: das Jubiläums-Event mit {name} und {name2}'],
      subTitle: 'Musik, Spiele und Überraschungen in einer Nacht voller Live-Shows',
      excerpt: 'Unser nächstes Event bringt Darstellerinnen und Fans für einen Abend zusammen. Hier sind das Programm und so seid ihr dabei.',
      paragraphs: [
        'Der Abend beginnt um acht mit einer Begrüßungsrunde im Free-Chat, danach folgt ein Quiz, bei dem jede richtige Antwort einen kleinen Bonus bringt.',
        '{name} und {name2} wechseln sich auf der Bühne ab, beantworten Fragen aus dem Chat und zeigen die Höhepunkte des Jahres.',
        'Mitmachen ist einfach: einloggen, die Event-Seite öffnen und den Countdown im Blick behalten. Wer beim Start dabei ist, bekommt ein Willkommensgeschenk.',
      ],
    },
    live: {
      titles: ['Heute live: {name} in der Abendshow', 'Hinter der Kamera: So bereitet {name} eine Live-Show vor'],
      subTitle: 'Licht, Ton und ein guter Plan: was eine Live-Show ausmacht',
      excerpt: 'Eine Live-Show sieht leicht aus, doch es steckt viel Vorbereitung darin. Wir haben eine unserer Darstellerinnen gefragt, wie sie sich vorbereitet.',
      paragraphs: [
        'Zwei Stunden vor der Show prüft {name} ihr Licht, testet das Mikrofon und notiert ein paar Themen, über die sie sprechen möchte.',
        'Am meisten mag sie an Live-Shows den direkten Kontakt: Eine einzige Frage aus dem Chat kann den ganzen Abend verändern.',
        'Ihr Tipp für Neue im Chat: Hallo sagen, höflich bleiben und nach ihrem Tag fragen. So beginnen die besten Gespräche.',
      ],
    },
    premiumTv: {
      titles: ['Neu im Premium-TV: die Staffel mit {name}', 'Premium-TV: eine Woche voller neuer Folgen mit {name}'],
      subTitle: 'Neue Folgen, exklusive Interviews und die besten Momente in voller Länge',
      excerpt: 'Der Premium-Kanal startet eine neue Staffel. Darauf können sich Abonnenten freuen.',
      paragraphs: [
        'Die neue Staffel hat acht Folgen mit je rund vierzig Minuten, und jeden Freitagabend läuft eine neue.',
        '{name} führt durch die Staffel, besucht das Studioteam und spricht mit Gästen über ihre schönsten Momente vor der Kamera.',
        'Abonnenten sehen jede Folge live und danach in voller Länge in der Mediathek.',
      ],
    },
    freeTv: {
      titles: ['Free-TV diese Woche: die Highlights mit {name}', 'Einschalten: {name} präsentiert den Free-TV-Abend'],
      subTitle: 'Das Gratisprogramm auf einen Blick: Shows, Wiederholungen und Live-Strecken',
      excerpt: 'Unser Free-TV-Kanal läuft rund um die Uhr. Diese Sendungen solltet ihr diese Woche nicht verpassen.',
      paragraphs: [
        'Jeden Abend um neun zeigt der Gratiskanal eine Live-Strecke aus dem Studio, danach die besten Clips des Tages.',
        '{name} präsentiert die Mittwochsausgabe und beantwortet Fragen, die Zuschauer im Lauf der Woche einsenden.',
        'Das ganze Programm steht auf der Programmseite, und jede Gratis-Sendung läuft auch ohne Konto.',
      ],
    },
    actions: {
      titles: ['Bonuswoche: mehr Coins bei jeder Aufladung', 'Dreh am Rad: die neue Wochenaktion mit {name}'],
      subTitle: 'Unsere aktuellen Aktionen und wie ihr mitmacht',
      excerpt: 'Diese Woche bekommt jeder ein bisschen mehr. So funktioniert die aktuelle Aktion und so lange läuft sie.',
      paragraphs: [
        'Bis Sonntag gibt es zu jeder Aufladung zusätzliche Coins, und der Bonus wird sofort gutgeschrieben.',
        'Stammgäste können außerdem einmal am Tag in ihrem persönlichen Bereich am Rad drehen und Freiminuten, Coins oder einen Gutschein gewinnen. {name} hat es schon ausprobiert.',
        'Die Bedingungen stehen auf der Aktionsseite. Wie immer gilt eine Aktion einmal pro Konto.',
      ],
    },
    production: {
      titles: ['Im Studio: So entsteht eine neue Serie mit {name}', 'Von der Idee zur Folge: ein Drehtag mit {name}'],
      subTitle: 'Drehbücher, Kameras und viele Tassen Kaffee: ein Blick hinter die Kulissen',
      excerpt: 'Unser Produktionsteam zeigt, wie eine Folge entsteht, von der ersten Idee bis zum fertigen Schnitt.',
      paragraphs: [
        'Jede Folge beginnt mit einem kurzen Drehbuch, das das Team gemeinsam mit den Darstellerinnen schreibt.',
        'Am Set arbeitet {name} mit einer kleinen Crew: eine Person an der Kamera, eine für Licht und Ton und eine Produzentin, die die Zeit im Blick behält.',
        'Nach dem Dreh braucht das Schnittteam etwa zwei Tage für Schnitt, Farbe und Ton, bevor die Folge auf Sendung geht.',
      ],
    },
    news: {
      titles: ['News: Das Magazin spricht jetzt vier Sprachen', 'Kurz notiert: neue Chat-Funktionen und ein Dank an {name}'],
      subTitle: 'Die neuesten Updates der Plattform in Kürze',
      excerpt: 'Die wichtigsten Neuigkeiten der Woche in wenigen Zeilen.',
      paragraphs: [
        'Das Magazin erscheint jetzt auf Deutsch, Englisch, Niederländisch und Spanisch, und jeden Artikel gibt es in allen vier Sprachen.',
        'Im Chat zeigen Nachrichten jetzt an, wann sie gelesen wurden, und der Videocall-Knopf zeigt, ob eine Darstellerin erreichbar ist.',
        'Wir danken außerdem {name} und allen, die uns Feedback geschickt haben: Viele eurer Vorschläge stecken schon in diesem Update.',
      ],
    },
    interviews: {
      titles: ['Interview: {name} über ihren Start vor der Kamera', 'Fünf Fragen an {name}'],
      subTitle: 'Eine Darstellerin erzählt von ihrer Arbeit, ihren Fans und ihren Plänen',
      excerpt: '{name} ist schon eine Weile bei uns online. Wir haben mit ihr über ihre erste Show, ihren Alltag und ihre Ziele gesprochen.',
      paragraphs: [
        'Wie hast du angefangen? „Eine Freundin hat mir davon erzählt. Bei meiner ersten Show war ich nervös, aber der Chat war so nett, dass ich drei Stunden geblieben bin.“',
        'Wie sieht ein normaler Tag aus? „Ich schlafe aus, gehe ins Fitnessstudio, beantworte nachmittags Nachrichten und gehe abends online.“',
        'Was hast du vor? „Mehr Live-Shows mit Musik und eine kleine Reiseserie. Meine Fans erfahren es zuerst.“',
      ],
    },
  },
  nl: {
    general: {
      titles: ['Wat er deze maand nieuw is op de site', 'Vijf dingen die {name} geweldig vindt aan onze community'],
      subTitle: 'Een korte blik op de veranderingen, de mensen en de plannen achter het platform',
      excerpt: 'Van nieuwe chatfuncties tot de favoriete momenten van onze performers: dit is er onlangs gebeurd en dit komt eraan.',
      paragraphs: [
        'Sinds ons vorige overzicht is er veel gebeurd. De chat werkt sneller op de telefoon, de videopagina’s laden in een oogwenk en velen van jullie hebben het nieuwe magazine gevonden.',
        '{name} is al een tijdje bij ons en vertelde wat haar steeds terug laat komen: de vriendelijke toon in de chat, de vaste bezoekers die haar verjaardag onthouden en de vrijheid om haar eigen week te plannen.',
        'De komende weken verbeteren we de site stap voor stap. Laat ons weten wat je als volgende wilt zien; elk bericht komt bij ons team aan.',
      ],
    },
    event: {
      titles: ['Zomerfeest: {name} presenteert de grote live-avond', 'Noteer de datum: het jubileumevenement met {name} en {name2}'],
      subTitle: 'Muziek, spelletjes en verrassingen in een nacht vol liveshows',
      excerpt: 'Ons volgende evenement brengt performers en fans een avond samen. Dit is het programma en zo doe je mee.',
      paragraphs: [
        'De avond begint om acht uur met een welkomstronde in de gratis chat, gevolgd door een quiz waarin elk goed antwoord een kleine bonus oplevert.',
        '{name} en {name2} staan om beurten op het podium, beantwoorden vragen uit de chat en presenteren de hoogtepunten van het jaar.',
        'Meedoen is eenvoudig: log in, open de evenementpagina en houd het aftellen in de gaten. Wie er bij de start is, krijgt een welkomstcadeau.',
      ],
    },
    live: {
      titles: ['Vanavond live: {name} in de avondshow', 'Achter de camera: zo bereidt {name} een liveshow voor'],
      subTitle: 'Licht, geluid en een goed plan: wat een liveshow laat werken',
      excerpt: 'Een liveshow lijkt makkelijk, maar er gaat veel voorbereiding in zitten. We vroegen een van onze performers hoe ze zich klaarmaakt.',
      paragraphs: [
        'Twee uur voor de show controleert {name} haar licht, test ze de microfoon en schrijft ze een paar onderwerpen op om over te praten.',
        'Wat ze het leukst vindt aan liveshows is het directe contact: één vraag uit de chat kan de hele avond veranderen.',
        'Haar tip voor nieuwkomers in de chat: zeg hallo, blijf beleefd en vraag hoe haar dag was. Zo beginnen de beste gesprekken.',
      ],
    },
    premiumTv: {
      titles: ['Nieuw op premium-tv: het seizoen met {name}', 'Premium-tv: een week vol nieuwe afleveringen met {name}'],
      subTitle: 'Nieuwe afleveringen, exclusieve interviews en de beste momenten in volle lengte',
      excerpt: 'Het premiumkanaal begint aan een nieuw seizoen. Hier kunnen abonnees zich op verheugen.',
      paragraphs: [
        'Het nieuwe seizoen telt acht afleveringen van ongeveer veertig minuten, en elke vrijdagavond verschijnt er een nieuwe.',
        '{name} leidt door het seizoen, bezoekt het studioteam en praat met gasten over hun mooiste momenten voor de camera.',
        'Abonnees zien elke aflevering live en daarna in volle lengte in de mediatheek.',
      ],
    },
    freeTv: {
      titles: ['Gratis tv deze week: de hoogtepunten met {name}', 'Kijk mee: {name} presenteert de gratis tv-avond'],
      subTitle: 'Het gratis programma in één oogopslag: shows, herhalingen en live-onderdelen',
      excerpt: 'Ons gratis tv-kanaal zendt de klok rond uit. Deze shows mag je deze week niet missen.',
      paragraphs: [
        'Elke avond om negen uur toont het gratis kanaal een live-onderdeel uit de studio, gevolgd door de beste clips van de dag.',
        '{name} presenteert de woensdageditie en beantwoordt vragen die kijkers in de loop van de week insturen.',
        'Het volledige schema staat op de programmapagina, en elke gratis show is ook zonder account te bekijken.',
      ],
    },
    actions: {
      titles: ['Bonusweek: meer coins bij elke opwaardering', 'Draai aan het rad: de nieuwe weekactie met {name}'],
      subTitle: 'Onze huidige acties en hoe je meedoet',
      excerpt: 'Deze week krijgt iedereen een beetje meer. Zo werkt de huidige actie en zo lang loopt ze.',
      paragraphs: [
        'Tot zondag krijg je bij elke opwaardering extra coins, en de bonus wordt meteen bijgeschreven.',
        'Vaste bezoekers kunnen ook één keer per dag aan het rad draaien in hun persoonlijke omgeving en gratis minuten, coins of een tegoedbon winnen. {name} heeft het al geprobeerd.',
        'De voorwaarden staan op de actiepagina. Zoals altijd geldt een actie één keer per account.',
      ],
    },
    production: {
      titles: ['In de studio: zo ontstaat een nieuwe serie met {name}', 'Van idee tot aflevering: een draaidag met {name}'],
      subTitle: 'Scripts, camera’s en veel koppen koffie: een kijkje achter de schermen',
      excerpt: 'Ons productieteam laat zien hoe een aflevering tot stand komt, van het eerste idee tot de laatste montage.',
      paragraphs: [
        'Elke aflevering begint met een kort script dat het team samen met de performers schrijft.',
        'Op de set werkt {name} met een kleine crew: iemand achter de camera, iemand voor licht en geluid en een producent die de tijd bewaakt.',
        'Na de opnames hebben de editors ongeveer twee dagen nodig voor montage, kleur en geluid voordat de aflevering wordt uitgezonden.',
      ],
    },
    news: {
      titles: ['Nieuws: het magazine spreekt nu vier talen', 'Kort nieuws: nieuwe chatfuncties en een bedankje aan {name}'],
      subTitle: 'De nieuwste updates van het platform in het kort',
      excerpt: 'Het belangrijkste nieuws van de week in een paar regels.',
      paragraphs: [
        'Het magazine verschijnt nu in het Duits, Engels, Nederlands en Spaans, en elk artikel is in alle vier de talen te lezen.',
        'In de chat zie je nu wanneer berichten gelezen zijn, en de videobelknop laat zien of een performer beschikbaar is.',
        'We bedanken ook {name} en iedereen die ons feedback stuurde: veel van jullie suggesties zitten al in deze update.',
      ],
    },
    interviews: {
      titles: ['Interview: {name} over haar start voor de camera', 'Vijf vragen aan {name}'],
      subTitle: 'Een performer vertelt over haar werk, haar fans en haar plannen',
      excerpt: '{name} is al een tijdje online bij ons. We spraken met haar over haar eerste show, haar routine en haar doelen.',
      paragraphs: [
        'Hoe ben je begonnen? „Een vriendin vertelde me erover. Tijdens mijn eerste show was ik zenuwachtig, maar de chat was zo vriendelijk dat ik drie uur bleef.”',
        'Hoe ziet een normale dag eruit? „Ik slaap uit, ga naar de sportschool, beantwoord ’s middags berichten en ga ’s avonds online.”',
        'Wat zijn je plannen? „Meer liveshows met muziek en een kleine serie over reizen. Mijn fans horen het als eerste.”',
      ],
    },
  },
  es: {
    general: {
      titles: ['Qué hay de nuevo en la web este mes', 'Cinco cosas que a {name} le encantan de nuestra comunidad'],
      subTitle: 'Un breve repaso a los cambios, las personas y los planes detrás de la plataforma',
      excerpt: 'De las nuevas funciones del chat a los momentos favoritos de nuestras artistas: esto es lo que ha pasado y lo que viene.',
      paragraphs: [
        'Han pasado muchas cosas desde nuestro último resumen. El chat va más rápido en el móvil, las páginas de vídeo cargan en un instante y muchos de vosotros ya habéis descubierto la nueva revista.',
        '{name} lleva un tiempo con nosotros y nos contó por qué siempre vuelve: el tono amable del chat, los habituales que recuerdan su cumpleaños y la libertad de organizar su propia semana.',
        'En las próximas semanas seguiremos mejorando la web paso a paso. Contadnos qué os gustaría ver; cada mensaje llega a nuestro equipo.',
      ],
    },
    event: {
      titles: ['Fiesta de verano: {name} presenta la gran noche en directo', 'Reserva la fecha: el evento de aniversario con {name} y {name2}'],
      subTitle: 'Música, juegos y sorpresas en una noche llena de shows en directo',
      excerpt: 'Nuestro próximo evento reúne a artistas y fans durante una noche. Este es el programa y así puedes participar.',
      paragraphs: [
        'La noche empieza a las ocho con una ronda de bienvenida en el chat gratuito, seguida de un concurso en el que cada respuesta correcta gana un pequeño bono.',
        '{name} y {name2} se turnan en el escenario, responden preguntas del chat y presentan los mejores momentos del año.',
        'Participar es fácil: inicia sesión, abre la página del evento y no pierdas de vista la cuenta atrás. Quien esté al empezar recibe un regalo de bienvenida.',
      ],
    },
    live: {
      titles: ['Esta noche en directo: {name} en el show de la noche', 'Detrás de la cámara: así prepara {name} un show en directo'],
      subTitle: 'Luz, sonido y un buen plan: lo que hace funcionar un show en directo',
      excerpt: 'Un show en directo parece fácil, pero lleva mucha preparación. Preguntamos a una de nuestras artistas cómo se prepara.',
      paragraphs: [
        'Dos horas antes del show, {name} revisa la luz, prueba el micrófono y apunta algunos temas de los que quiere hablar.',
        'Lo que más le gusta de los shows en directo es el contacto directo: una sola pregunta del chat puede cambiar toda la noche.',
        'Su consejo para quien llega nuevo al chat: saluda, sé educado y pregúntale por su día. Así empiezan las mejores conversaciones.',
      ],
    },
    premiumTv: {
      titles: ['Novedad en TV premium: la temporada con {name}', 'TV premium: una semana de nuevos episodios con {name}'],
      subTitle: 'Episodios nuevos, entrevistas exclusivas y los mejores momentos completos',
      excerpt: 'El canal premium estrena una nueva temporada. Esto es lo que les espera a los suscriptores.',
      paragraphs: [
        'La nueva temporada tiene ocho episodios de unos cuarenta minutos, y cada viernes por la noche se estrena uno nuevo.',
        '{name} conduce la temporada, visita al equipo del estudio y habla con invitados sobre sus momentos favoritos ante la cámara.',
        'Los suscriptores ven cada episodio en directo y después completo en la mediateca.',
      ],
    },
    freeTv: {
      titles: ['TV gratis esta semana: lo más destacado con {name}', 'Sintoniza: {name} presenta la noche de TV gratis'],
      subTitle: 'La programación gratuita de un vistazo: shows, reposiciones y directos',
      excerpt: 'Nuestro canal de TV gratis emite las veinticuatro horas. Estos son los programas que no te puedes perder esta semana.',
      paragraphs: [
        'Cada noche a las nueve, el canal gratuito emite un directo desde el estudio y después los mejores clips del día.',
        '{name} presenta la edición del miércoles y responde a las preguntas que los espectadores envían durante la semana.',
        'La programación completa está en la página del programa, y cada show gratuito se puede ver sin cuenta.',
      ],
    },
    actions: {
      titles: ['Semana de bonos: más monedas con cada recarga', 'Gira la rueda: la nueva promoción semanal con {name}'],
      subTitle: 'Nuestras promociones actuales y cómo participar',
      excerpt: 'Esta semana todos reciben un poco más. Así funciona la promoción actual y hasta cuándo dura.',
      paragraphs: [
        'Hasta el domingo, cada recarga incluye monedas extra, y el bono se abona al momento.',
        'Los habituales también pueden girar la rueda una vez al día en su área personal y ganar minutos gratis, monedas o un vale. {name} ya lo ha probado.',
        'Las condiciones están en la página de la promoción. Como siempre, cada promoción se canjea una vez por cuenta.',
      ],
    },
    production: {
      titles: ['En el estudio: así nace una nueva serie con {name}', 'De la idea al episodio: un día de rodaje con {name}'],
      subTitle: 'Guiones, cámaras y muchas tazas de café: una mirada entre bastidores',
      excerpt: 'Nuestro equipo de producción muestra cómo se hace un episodio, desde la primera idea hasta el montaje final.',
      paragraphs: [
        'Cada episodio empieza con un guion breve que el equipo escribe junto con las artistas.',
        'En el set, {name} trabaja con un equipo pequeño: una persona en la cámara, otra para luz y sonido y una productora que vigila el tiempo.',
        'Tras el rodaje, los editores necesitan unos dos días de montaje, color y sonido antes de que el episodio salga al aire.',
      ],
    },
    news: {
      titles: ['Noticias: la revista ya habla cuatro idiomas', 'Breves: nuevas funciones del chat y un agradecimiento a {name}'],
      subTitle: 'Las últimas novedades de la plataforma en pocas palabras',
      excerpt: 'Las noticias más importantes de la semana en unas pocas líneas.',
      paragraphs: [
        'La revista se publica ahora en alemán, inglés, neerlandés y español, y cada artículo aparece en los cuatro idiomas.',
        'En el chat, los mensajes muestran ahora cuándo se han leído, y el botón de videollamada indica si una artista está disponible.',
        'También damos las gracias a {name} y a todos los que nos enviaron comentarios: muchas de vuestras sugerencias ya forman parte de esta actualización.',
      ],
    },
    interviews: {
      titles: ['Entrevista: {name} habla de sus comienzos ante la cámara', 'Cinco preguntas a {name}'],
      subTitle: 'Una artista habla de su trabajo, sus fans y sus planes',
      excerpt: '{name} lleva un tiempo en directo con nosotros. Hablamos con ella de su primer show, su rutina y sus metas.',
      paragraphs: [
        '¿Cómo empezaste? «Me lo contó una amiga. En mi primer show estaba nerviosa, pero el chat fue tan amable que me quedé tres horas».',
        '¿Cómo es un día normal? «Duermo hasta tarde, voy al gimnasio, contesto mensajes por la tarde y me conecto por la noche».',
        '¿Qué planes tienes? «Más shows en directo con música y una pequeña serie sobre viajes. Mis fans serán los primeros en saberlo».',
      ],
    },
  },
};
