import type { LegalDocument } from './document';

/**
 * Terms of service of the demo brand. Generic on purpose: no real company, no real contract; the
 * operator is "the company named in the imprint".
 */
export const TERMS: Record<'de' | 'en' | 'nl' | 'es', LegalDocument> = {
  en: {
    intro:
      'These terms of service govern your use of this platform, its website, its mobile view and all services offered on it. Please read them carefully. By registering or by using a paid service you accept these terms in the version valid at that time.',
    sections: [
      {
        heading: '1. Scope and provider',
        paragraphs: [
          'The platform is operated by the company named in the imprint (hereinafter "we"). These terms apply to all visitors and registered guests. Deviating terms of a guest do not apply unless we agree to them in writing.',
          'Performers who appear on the platform are independent content creators. Live chats and content are provided by them; we provide the technical platform and the billing.',
        ],
      },
      {
        heading: '2. Registration and your account',
        paragraphs: ['Some services are available only with a guest account. When you register, you confirm the following:'],
        items: [
          'You are at least 18 years old and allowed to view adult entertainment where you live.',
          'The details you give are true and you keep them up to date.',
          'You keep your password secret and do not share your account with others.',
          'You tell us without delay if you suspect that someone else uses your account.',
        ],
      },
      {
        heading: '3. Age verification',
        paragraphs: [
          'For some content and functions the law requires a verified age. In that case we ask you to complete an age check with an external verification provider. Until the check is passed, the affected content stays hidden.',
          'We only receive the result of the check, not the documents you show to the provider.',
        ],
      },
      {
        heading: '4. Coins, prices and payment',
        paragraphs: [
          'Paid services are charged in a virtual currency (coins). One euro buys four coins, rounded up to a whole coin. The price of every service is shown before you use or buy it.',
          'Coins have no cash value, cannot be transferred to other accounts and are not paid out. Minute-based services are charged per started minute while the chat runs. Purchased videos and photo albums stay available in your media library.',
        ],
      },
      {
        heading: '5. Subscriptions',
        paragraphs: [
          'VIP and TV subscriptions run for the period shown when you subscribe and renew automatically for the same period unless you cancel them. You can cancel at any time in your account; the cancellation takes effect at the end of the current period.',
        ],
      },
      {
        heading: '6. Rules of conduct',
        paragraphs: ['We want the platform to be a respectful place for guests and performers alike. The following is not allowed:'],
        items: [
          'insulting, threatening or harassing performers or other guests;',
          'sharing personal contact details or asking for meetings outside the platform;',
          'recording, copying or passing on chats, videos or pictures;',
          'using automated tools, false identities or other people\'s payment means.',
        ],
      },
      {
        heading: '7. Liability',
        paragraphs: [
          'We operate the platform with care but cannot guarantee that it is available without interruption. We are liable without limitation for intent and gross negligence and for injury to life, body or health. For slight negligence we are liable only for the breach of essential contractual obligations and limited to the damage typical for the contract.',
        ],
      },
      {
        heading: '8. Termination and changes',
        paragraphs: [
          'You can close your account at any time. We may suspend or close accounts that break these terms; unused coins bought with real money are refunded unless the closure is due to fraud.',
          'We may change these terms for good reason. We announce changes at least four weeks in advance; if you do not object before they take effect, the new terms apply. We point this out in the announcement.',
          'The law of the country in which we have our registered office applies. Mandatory consumer protection rules of the country in which you live remain unaffected. Should a provision be invalid, the remaining provisions stay valid.',
        ],
      },
    ],
  },

  de: {
    intro:
      'Diese Nutzungsbedingungen regeln die Nutzung dieser Plattform, ihrer Website, ihrer mobilen Ansicht und aller dort angebotenen Dienste. Bitte lies sie sorgfältig. Mit der Registrierung oder der Nutzung eines kostenpflichtigen Dienstes akzeptierst du diese Bedingungen in der jeweils gültigen Fassung.',
    sections: [
      {
        heading: '1. Geltungsbereich und Anbieter',
        paragraphs: [
          'Die Plattform wird von dem im Impressum genannten Unternehmen betrieben (nachfolgend "wir"). Diese Bedingungen gelten für alle Besucher und registrierten Gäste. Abweichende Bedingungen eines Gastes gelten nur, wenn wir ihnen schriftlich zustimmen.',
          'Die Darstellerinnen und Darsteller auf der Plattform sind unabhängige Content-Creator. Live-Chats und Inhalte werden von ihnen angeboten; wir stellen die technische Plattform und die Abrechnung bereit.',
        ],
      },
      {
        heading: '2. Registrierung und Benutzerkonto',
        paragraphs: ['Einige Dienste stehen nur mit einem Gastkonto zur Verfügung. Mit der Registrierung bestätigst du Folgendes:'],
        items: [
          'Du bist mindestens 18 Jahre alt und darfst an deinem Wohnort Erwachsenenunterhaltung ansehen.',
          'Deine Angaben sind wahr und du hältst sie aktuell.',
          'Du hältst dein Passwort geheim und teilst dein Konto mit niemandem.',
          'Du informierst uns unverzüglich, wenn du vermutest, dass jemand anderes dein Konto nutzt.',
        ],
      },
      {
        heading: '3. Altersverifikation',
        paragraphs: [
          'Für bestimmte Inhalte und Funktionen verlangt das Gesetz ein geprüftes Alter. In diesem Fall bitten wir dich, eine Altersprüfung bei einem externen Prüfdienst abzuschließen. Bis die Prüfung bestanden ist, bleiben die betroffenen Inhalte verborgen.',
          'Wir erhalten nur das Ergebnis der Prüfung, nicht die Dokumente, die du dem Prüfdienst zeigst.',
        ],
      },
      {
        heading: '4. Coins, Preise und Zahlung',
        paragraphs: [
          'Kostenpflichtige Dienste werden in einer virtuellen Währung (Coins) abgerechnet. Für einen Euro erhältst du vier Coins, aufgerundet auf ganze Coins. Der Preis jedes Dienstes wird angezeigt, bevor du ihn nutzt oder kaufst.',
          'Coins haben keinen Geldwert, können nicht auf andere Konten übertragen werden und werden nicht ausgezahlt. Minutenbasierte Dienste werden pro angefangener Minute abgerechnet, solange der Chat läuft. Gekaufte Videos und Fotoalben bleiben in deiner Mediathek verfügbar.',
        ],
      },
      {
        heading: '5. Abonnements',
        paragraphs: [
          'VIP- und TV-Abonnements laufen für den beim Abschluss angezeigten Zeitraum und verlängern sich automatisch um denselben Zeitraum, wenn du sie nicht kündigst. Du kannst jederzeit in deinem Konto kündigen; die Kündigung wird zum Ende des laufenden Zeitraums wirksam.',
        ],
      },
      {
        heading: '6. Verhaltensregeln',
        paragraphs: ['Die Plattform soll ein respektvoller Ort für Gäste und Darsteller sein. Nicht erlaubt ist insbesondere:'],
        items: [
          'Darsteller oder andere Gäste zu beleidigen, zu bedrohen oder zu belästigen;',
          'persönliche Kontaktdaten weiterzugeben oder um Treffen außerhalb der Plattform zu bitten;',
          'Chats, Videos oder Bilder aufzuzeichnen, zu kopieren oder weiterzugeben;',
          'automatisierte Werkzeuge, falsche Identitäten oder fremde Zahlungsmittel zu verwenden.',
        ],
      },
      {
        heading: '7. Haftung',
        paragraphs: [
          'Wir betreiben die Plattform mit Sorgfalt, können aber keine ununterbrochene Verfügbarkeit garantieren. Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden an Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vertragstypischen Schaden.',
        ],
      },
      {
        heading: '8. Kündigung und Änderungen',
        paragraphs: [
          'Du kannst dein Konto jederzeit schließen. Wir können Konten sperren oder schließen, die gegen diese Bedingungen verstoßen; nicht verbrauchte, mit echtem Geld gekaufte Coins erstatten wir, es sei denn, die Schließung beruht auf Betrug.',
          'Wir können diese Bedingungen aus wichtigem Grund ändern. Änderungen kündigen wir mindestens vier Wochen im Voraus an; widersprichst du nicht vor ihrem Inkrafttreten, gelten die neuen Bedingungen. Darauf weisen wir in der Ankündigung hin.',
          'Es gilt das Recht des Landes, in dem wir unseren Sitz haben. Zwingende Verbraucherschutzvorschriften deines Wohnsitzlandes bleiben unberührt. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen Bestimmungen wirksam.',
        ],
      },
    ],
  },

  nl: {
    intro:
      'Deze gebruiksvoorwaarden gelden voor het gebruik van dit platform, de website, de mobiele weergave en alle diensten die daarop worden aangeboden. Lees ze zorgvuldig. Door je te registreren of een betaalde dienst te gebruiken, aanvaard je deze voorwaarden in de op dat moment geldende versie.',
    sections: [
      {
        heading: '1. Toepassingsgebied en aanbieder',
        paragraphs: [
          'Het platform wordt beheerd door de onderneming die in het colofon wordt genoemd (hierna "wij"). Deze voorwaarden gelden voor alle bezoekers en geregistreerde gasten. Afwijkende voorwaarden van een gast gelden alleen als wij daar schriftelijk mee instemmen.',
          'De performers op het platform zijn onafhankelijke makers van content. Livechats en content worden door hen aangeboden; wij leveren het technische platform en de afrekening.',
        ],
      },
      {
        heading: '2. Registratie en je account',
        paragraphs: ['Sommige diensten zijn alleen beschikbaar met een gastaccount. Bij je registratie bevestig je het volgende:'],
        items: [
          'Je bent minstens 18 jaar oud en mag in je woonplaats naar entertainment voor volwassenen kijken.',
          'De gegevens die je opgeeft zijn juist en je houdt ze actueel.',
          'Je houdt je wachtwoord geheim en deelt je account met niemand.',
          'Je laat het ons direct weten als je vermoedt dat iemand anders je account gebruikt.',
        ],
      },
      {
        heading: '3. Leeftijdsverificatie',
        paragraphs: [
          'Voor bepaalde content en functies vereist de wet een gecontroleerde leeftijd. In dat geval vragen wij je een leeftijdscontrole af te ronden bij een externe verificatiedienst. Zolang de controle niet is voltooid, blijft de betreffende content verborgen.',
          'Wij ontvangen alleen het resultaat van de controle, niet de documenten die je aan de verificatiedienst laat zien.',
        ],
      },
      {
        heading: '4. Coins, prijzen en betaling',
        paragraphs: [
          'Betaalde diensten worden afgerekend in een virtuele munt (coins). Voor één euro krijg je vier coins, naar boven afgerond op hele coins. De prijs van elke dienst wordt getoond voordat je die gebruikt of koopt.',
          'Coins hebben geen geldwaarde, kunnen niet naar andere accounts worden overgezet en worden niet uitbetaald. Diensten per minuut worden afgerekend per begonnen minuut zolang de chat loopt. Gekochte video\'s en fotoalbums blijven beschikbaar in je mediatheek.',
        ],
      },
      {
        heading: '5. Abonnementen',
        paragraphs: [
          'VIP- en tv-abonnementen lopen voor de periode die bij het afsluiten wordt getoond en worden automatisch met dezelfde periode verlengd, tenzij je ze opzegt. Je kunt op elk moment opzeggen in je account; de opzegging gaat in aan het einde van de lopende periode.',
        ],
      },
      {
        heading: '6. Gedragsregels',
        paragraphs: ['Het platform moet een respectvolle plek zijn voor gasten en performers. Niet toegestaan is in het bijzonder:'],
        items: [
          'performers of andere gasten beledigen, bedreigen of lastigvallen;',
          'persoonlijke contactgegevens delen of vragen om afspraken buiten het platform;',
          'chats, video\'s of foto\'s opnemen, kopiëren of doorgeven;',
          'geautomatiseerde hulpmiddelen, valse identiteiten of betaalmiddelen van anderen gebruiken.',
        ],
      },
      {
        heading: '7. Aansprakelijkheid',
        paragraphs: [
          'Wij beheren het platform met zorg, maar kunnen niet garanderen dat het zonder onderbreking beschikbaar is. Wij zijn onbeperkt aansprakelijk voor opzet en grove nalatigheid en voor letsel aan leven, lichaam of gezondheid. Bij lichte nalatigheid zijn wij alleen aansprakelijk voor schending van wezenlijke contractuele verplichtingen, beperkt tot de voor het contract typische schade.',
        ],
      },
      {
        heading: '8. Beëindiging en wijzigingen',
        paragraphs: [
          'Je kunt je account op elk moment sluiten. Wij kunnen accounts blokkeren of sluiten die deze voorwaarden schenden; ongebruikte coins die met echt geld zijn gekocht, betalen wij terug, tenzij de sluiting op fraude berust.',
          'Wij kunnen deze voorwaarden om gegronde redenen wijzigen. Wijzigingen kondigen wij minstens vier weken van tevoren aan; als je niet bezwaar maakt voordat ze ingaan, gelden de nieuwe voorwaarden. Daar wijzen wij in de aankondiging op.',
          'Op deze voorwaarden is het recht van het land van onze statutaire zetel van toepassing. Dwingende regels ter bescherming van consumenten in je woonland blijven onverlet. Is een bepaling ongeldig, dan blijven de overige bepalingen geldig.',
        ],
      },
    ],
  },

  es: {
    intro:
      'Estas condiciones de uso regulan la utilización de esta plataforma, su sitio web, su versión móvil y todos los servicios que se ofrecen en ella. Léelas con atención. Al registrarte o al utilizar un servicio de pago aceptas estas condiciones en la versión vigente en ese momento.',
    sections: [
      {
        heading: '1. Ámbito de aplicación y proveedor',
        paragraphs: [
          'La plataforma es operada por la empresa indicada en el aviso legal (en adelante, "nosotros"). Estas condiciones se aplican a todos los visitantes y clientes registrados. Las condiciones divergentes de un cliente solo se aplican si las aceptamos por escrito.',
          'Las personas que actúan en la plataforma son creadoras de contenido independientes. Ellas ofrecen los chats en directo y el contenido; nosotros proporcionamos la plataforma técnica y la facturación.',
        ],
      },
      {
        heading: '2. Registro y cuenta',
        paragraphs: ['Algunos servicios solo están disponibles con una cuenta de cliente. Al registrarte confirmas lo siguiente:'],
        items: [
          'Tienes al menos 18 años y puedes ver entretenimiento para adultos en tu lugar de residencia.',
          'Los datos que facilitas son verdaderos y los mantienes actualizados.',
          'Mantienes tu contraseña en secreto y no compartes tu cuenta con nadie.',
          'Nos avisas sin demora si sospechas que otra persona utiliza tu cuenta.',
        ],
      },
      {
        heading: '3. Verificación de edad',
        paragraphs: [
          'Para determinados contenidos y funciones la ley exige una edad verificada. En ese caso te pedimos que completes una verificación de edad con un proveedor externo. Hasta que se supere la verificación, el contenido afectado permanece oculto.',
          'Solo recibimos el resultado de la verificación, no los documentos que muestras al proveedor.',
        ],
      },
      {
        heading: '4. Coins, precios y pago',
        paragraphs: [
          'Los servicios de pago se cobran en una moneda virtual (coins). Por un euro recibes cuatro coins, redondeado al alza a coins enteros. El precio de cada servicio se muestra antes de que lo utilices o lo compres.',
          'Los coins no tienen valor monetario, no pueden transferirse a otras cuentas y no se reembolsan en efectivo. Los servicios por minutos se cobran por minuto iniciado mientras dura el chat. Los vídeos y álbumes de fotos comprados siguen disponibles en tu mediateca.',
        ],
      },
      {
        heading: '5. Suscripciones',
        paragraphs: [
          'Las suscripciones VIP y de TV duran el periodo indicado al contratarlas y se renuevan automáticamente por el mismo periodo si no las cancelas. Puedes cancelarlas en cualquier momento desde tu cuenta; la cancelación surte efecto al final del periodo en curso.',
        ],
      },
      {
        heading: '6. Normas de conducta',
        paragraphs: ['Queremos que la plataforma sea un lugar respetuoso para clientes y artistas. En particular no está permitido:'],
        items: [
          'insultar, amenazar o acosar a artistas o a otros clientes;',
          'compartir datos de contacto personales o pedir encuentros fuera de la plataforma;',
          'grabar, copiar o difundir chats, vídeos o imágenes;',
          'utilizar herramientas automatizadas, identidades falsas o medios de pago de terceros.',
        ],
      },
      {
        heading: '7. Responsabilidad',
        paragraphs: [
          'Operamos la plataforma con diligencia, pero no podemos garantizar que esté disponible sin interrupciones. Respondemos sin limitación en caso de dolo y negligencia grave, así como por daños a la vida, la integridad física o la salud. En caso de negligencia leve solo respondemos por el incumplimiento de obligaciones contractuales esenciales y hasta el daño típico del contrato.',
        ],
      },
      {
        heading: '8. Resolución y modificaciones',
        paragraphs: [
          'Puedes cerrar tu cuenta en cualquier momento. Podemos suspender o cerrar cuentas que incumplan estas condiciones; reembolsamos los coins no utilizados comprados con dinero real, salvo que el cierre se deba a un fraude.',
          'Podemos modificar estas condiciones por motivos justificados. Anunciamos los cambios con al menos cuatro semanas de antelación; si no te opones antes de su entrada en vigor, se aplicarán las nuevas condiciones. Lo indicamos en el propio anuncio.',
          'Se aplica la legislación del país en el que tenemos nuestro domicilio social. Las normas imperativas de protección de los consumidores de tu país de residencia no se ven afectadas. Si alguna disposición fuera inválida, las demás seguirán siendo válidas.',
        ],
      },
    ],
  },
};
