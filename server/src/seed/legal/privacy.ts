import type { LegalDocument } from './document';

/** Data protection notice of the demo brand; generic, modelled on a GDPR notice. */
export const PRIVACY: Record<'de' | 'en' | 'nl' | 'es', LegalDocument> = {
  en: {
    intro:
      'Protecting your personal data matters to us. This notice explains which data we process when you use the platform, why we do so and which rights you have.',
    sections: [
      {
        heading: '1. Controller',
        paragraphs: [
          'The controller within the meaning of the General Data Protection Regulation (GDPR) is the company named in the imprint. You can reach our data protection officer at the contact address given at the end of this notice.',
        ],
      },
      {
        heading: '2. Data we process',
        paragraphs: ['Depending on how you use the platform, we process the following categories of data:'],
        items: [
          'account data such as user name, e-mail address and a hash of your password;',
          'purchase and billing data such as coin top-ups, purchases and subscriptions;',
          'the status of your age verification (not the documents themselves);',
          'the content of messages and chats you send on the platform;',
          'technical data such as shortened IP address, browser type, language and time of access.',
        ],
      },
      {
        heading: '3. Purposes and legal bases',
        paragraphs: [
          'We process your data to provide the platform and the services you order (Art. 6(1)(b) GDPR), to meet legal duties such as age verification and the retention of accounting records (Art. 6(1)(c) GDPR), and to protect the platform against misuse and fraud, which is our legitimate interest (Art. 6(1)(f) GDPR).',
          'Newsletters, push notifications and analytics are used only with your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time with effect for the future.',
        ],
      },
      {
        heading: '4. Cookies and local storage',
        paragraphs: [
          'We use cookies and similar storage in three categories: necessary (for example the login session and your consent choice), functional (for example your search history) and analytics (statistics on how the platform is used). Only necessary cookies are set without your consent. You can change your choice at any time in the cookie settings.',
        ],
      },
      {
        heading: '5. Recipients',
        paragraphs: [
          'We pass data only to service providers that we need to run the platform, such as hosting, payment and age verification providers. They act on our instructions and are bound by contract. We do not sell personal data. If data is transferred outside the European Economic Area, we ensure an adequate level of protection, for example through standard contractual clauses.',
        ],
      },
      {
        heading: '6. Storage period',
        paragraphs: [
          'We keep account data as long as your account exists. Accounting records are kept for the periods required by commercial and tax law, usually up to ten years. Technical log files are deleted after thirty days at the latest unless they are needed to investigate an attack.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: ['Under the GDPR you have the following rights regarding your personal data:'],
        items: [
          'access to the data we hold about you;',
          'rectification of incorrect data and erasure of data we no longer need;',
          'restriction of processing and data portability;',
          'objection to processing based on legitimate interests;',
          'a complaint to a data protection supervisory authority.',
        ],
      },
      {
        heading: '8. Contact',
        paragraphs: [
          'For all questions about data protection, write to privacy@example.com. We answer requests without undue delay and within one month at the latest.',
        ],
      },
    ],
  },

  de: {
    intro:
      'Der Schutz deiner personenbezogenen Daten ist uns wichtig. Diese Datenschutzerklärung erläutert, welche Daten wir verarbeiten, wenn du die Plattform nutzt, warum wir das tun und welche Rechte du hast.',
    sections: [
      {
        heading: '1. Verantwortlicher',
        paragraphs: [
          'Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist das im Impressum genannte Unternehmen. Unseren Datenschutzbeauftragten erreichst du über die am Ende dieser Erklärung genannte Kontaktadresse.',
        ],
      },
      {
        heading: '2. Welche Daten wir verarbeiten',
        paragraphs: ['Je nachdem, wie du die Plattform nutzt, verarbeiten wir folgende Kategorien von Daten:'],
        items: [
          'Kontodaten wie Benutzername, E-Mail-Adresse und einen Hash deines Passworts;',
          'Kauf- und Abrechnungsdaten wie Coin-Aufladungen, Käufe und Abonnements;',
          'den Status deiner Altersverifikation (nicht die Dokumente selbst);',
          'die Inhalte von Nachrichten und Chats, die du auf der Plattform sendest;',
          'technische Daten wie gekürzte IP-Adresse, Browsertyp, Sprache und Zugriffszeit.',
        ],
      },
      {
        heading: '3. Zwecke und Rechtsgrundlagen',
        paragraphs: [
          'Wir verarbeiten deine Daten, um die Plattform und die von dir bestellten Dienste bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO), um gesetzliche Pflichten wie die Altersverifikation und die Aufbewahrung von Buchungsbelegen zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO) und um die Plattform vor Missbrauch und Betrug zu schützen, was unser berechtigtes Interesse ist (Art. 6 Abs. 1 lit. f DSGVO).',
          'Newsletter, Push-Benachrichtigungen und Analysen nutzen wir nur mit deiner Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit mit Wirkung für die Zukunft widerrufen kannst.',
        ],
      },
      {
        heading: '4. Cookies und lokaler Speicher',
        paragraphs: [
          'Wir verwenden Cookies und ähnliche Speicher in drei Kategorien: notwendig (zum Beispiel die Anmeldesitzung und deine Einwilligungsauswahl), funktional (zum Beispiel dein Suchverlauf) und Analyse (Statistiken zur Nutzung der Plattform). Ohne deine Einwilligung werden nur notwendige Cookies gesetzt. Du kannst deine Auswahl jederzeit in den Cookie-Einstellungen ändern.',
        ],
      },
      {
        heading: '5. Empfänger',
        paragraphs: [
          'Wir geben Daten nur an Dienstleister weiter, die wir für den Betrieb der Plattform benötigen, etwa für Hosting, Zahlungsabwicklung und Altersverifikation. Sie handeln nach unseren Weisungen und sind vertraglich gebunden. Wir verkaufen keine personenbezogenen Daten. Werden Daten außerhalb des Europäischen Wirtschaftsraums übermittelt, sorgen wir für ein angemessenes Schutzniveau, zum Beispiel durch Standardvertragsklauseln.',
        ],
      },
      {
        heading: '6. Speicherdauer',
        paragraphs: [
          'Kontodaten speichern wir, solange dein Konto besteht. Buchungsbelege bewahren wir für die handels- und steuerrechtlich vorgeschriebenen Fristen auf, in der Regel bis zu zehn Jahre. Technische Protokolldateien löschen wir spätestens nach dreißig Tagen, sofern sie nicht zur Aufklärung eines Angriffs benötigt werden.',
        ],
      },
      {
        heading: '7. Deine Rechte',
        paragraphs: ['Nach der DSGVO hast du in Bezug auf deine personenbezogenen Daten folgende Rechte:'],
        items: [
          'Auskunft über die Daten, die wir über dich gespeichert haben;',
          'Berichtigung unrichtiger Daten und Löschung von Daten, die wir nicht mehr benötigen;',
          'Einschränkung der Verarbeitung und Datenübertragbarkeit;',
          'Widerspruch gegen eine Verarbeitung, die auf berechtigten Interessen beruht;',
          'Beschwerde bei einer Datenschutz-Aufsichtsbehörde.',
        ],
      },
      {
        heading: '8. Kontakt',
        paragraphs: [
          'Bei allen Fragen zum Datenschutz schreibe an privacy@example.com. Wir beantworten Anfragen unverzüglich, spätestens innerhalb eines Monats.',
        ],
      },
    ],
  },

  nl: {
    intro:
      'De bescherming van je persoonsgegevens is belangrijk voor ons. Deze privacyverklaring legt uit welke gegevens wij verwerken wanneer je het platform gebruikt, waarom wij dat doen en welke rechten je hebt.',
    sections: [
      {
        heading: '1. Verwerkingsverantwoordelijke',
        paragraphs: [
          'Verwerkingsverantwoordelijke in de zin van de Algemene Verordening Gegevensbescherming (AVG) is de onderneming die in het colofon wordt genoemd. Onze functionaris voor gegevensbescherming bereik je via het contactadres aan het einde van deze verklaring.',
        ],
      },
      {
        heading: '2. Welke gegevens wij verwerken',
        paragraphs: ['Afhankelijk van hoe je het platform gebruikt, verwerken wij de volgende categorieën gegevens:'],
        items: [
          'accountgegevens zoals gebruikersnaam, e-mailadres en een hash van je wachtwoord;',
          'aankoop- en factuurgegevens zoals het opwaarderen van coins, aankopen en abonnementen;',
          'de status van je leeftijdsverificatie (niet de documenten zelf);',
          'de inhoud van berichten en chats die je op het platform verstuurt;',
          'technische gegevens zoals een ingekort IP-adres, browsertype, taal en tijdstip van toegang.',
        ],
      },
      {
        heading: '3. Doeleinden en rechtsgronden',
        paragraphs: [
          'Wij verwerken je gegevens om het platform en de door jou bestelde diensten te leveren (art. 6 lid 1 sub b AVG), om wettelijke verplichtingen na te komen zoals leeftijdsverificatie en het bewaren van boekhoudkundige gegevens (art. 6 lid 1 sub c AVG), en om het platform te beschermen tegen misbruik en fraude, wat ons gerechtvaardigd belang is (art. 6 lid 1 sub f AVG).',
          'Nieuwsbrieven, pushmeldingen en analyses gebruiken wij alleen met je toestemming (art. 6 lid 1 sub a AVG), die je op elk moment voor de toekomst kunt intrekken.',
        ],
      },
      {
        heading: '4. Cookies en lokale opslag',
        paragraphs: [
          'Wij gebruiken cookies en vergelijkbare opslag in drie categorieën: noodzakelijk (bijvoorbeeld de inlogsessie en je toestemmingskeuze), functioneel (bijvoorbeeld je zoekgeschiedenis) en analyse (statistieken over het gebruik van het platform). Zonder je toestemming worden alleen noodzakelijke cookies geplaatst. Je kunt je keuze op elk moment wijzigen in de cookie-instellingen.',
        ],
      },
      {
        heading: '5. Ontvangers',
        paragraphs: [
          'Wij geven gegevens alleen door aan dienstverleners die wij nodig hebben om het platform te laten werken, zoals hosting, betalingsverwerking en leeftijdsverificatie. Zij handelen volgens onze instructies en zijn contractueel gebonden. Wij verkopen geen persoonsgegevens. Worden gegevens buiten de Europese Economische Ruimte doorgegeven, dan zorgen wij voor een passend beschermingsniveau, bijvoorbeeld met standaardcontractbepalingen.',
        ],
      },
      {
        heading: '6. Bewaartermijn',
        paragraphs: [
          'Accountgegevens bewaren wij zolang je account bestaat. Boekhoudkundige gegevens bewaren wij gedurende de wettelijke termijnen, meestal tot tien jaar. Technische logbestanden verwijderen wij uiterlijk na dertig dagen, tenzij ze nodig zijn om een aanval te onderzoeken.',
        ],
      },
      {
        heading: '7. Je rechten',
        paragraphs: ['Op grond van de AVG heb je de volgende rechten met betrekking tot je persoonsgegevens:'],
        items: [
          'inzage in de gegevens die wij over je bewaren;',
          'rectificatie van onjuiste gegevens en wissing van gegevens die wij niet meer nodig hebben;',
          'beperking van de verwerking en overdraagbaarheid van gegevens;',
          'bezwaar tegen verwerking op basis van gerechtvaardigde belangen;',
          'een klacht bij een toezichthoudende autoriteit voor gegevensbescherming.',
        ],
      },
      {
        heading: '8. Contact',
        paragraphs: [
          'Voor alle vragen over gegevensbescherming kun je schrijven naar privacy@example.com. Wij beantwoorden verzoeken zonder onnodige vertraging en uiterlijk binnen een maand.',
        ],
      },
    ],
  },

  es: {
    intro:
      'La protección de tus datos personales es importante para nosotros. Esta política de privacidad explica qué datos tratamos cuando utilizas la plataforma, con qué fin lo hacemos y qué derechos tienes.',
    sections: [
      {
        heading: '1. Responsable del tratamiento',
        paragraphs: [
          'El responsable del tratamiento en el sentido del Reglamento General de Protección de Datos (RGPD) es la empresa indicada en el aviso legal. Puedes contactar con nuestro delegado de protección de datos en la dirección que figura al final de esta política.',
        ],
      },
      {
        heading: '2. Datos que tratamos',
        paragraphs: ['Según el uso que hagas de la plataforma, tratamos las siguientes categorías de datos:'],
        items: [
          'datos de la cuenta, como nombre de usuario, dirección de correo electrónico y un hash de tu contraseña;',
          'datos de compra y facturación, como recargas de coins, compras y suscripciones;',
          'el estado de tu verificación de edad (no los documentos en sí);',
          'el contenido de los mensajes y chats que envías en la plataforma;',
          'datos técnicos como la dirección IP abreviada, el tipo de navegador, el idioma y la hora de acceso.',
        ],
      },
      {
        heading: '3. Finalidades y bases jurídicas',
        paragraphs: [
          'Tratamos tus datos para prestar la plataforma y los servicios que contratas (art. 6.1.b RGPD), para cumplir obligaciones legales como la verificación de edad y la conservación de registros contables (art. 6.1.c RGPD) y para proteger la plataforma frente al abuso y el fraude, lo que constituye nuestro interés legítimo (art. 6.1.f RGPD).',
          'Los boletines, las notificaciones push y la analítica solo se utilizan con tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento con efectos para el futuro.',
        ],
      },
      {
        heading: '4. Cookies y almacenamiento local',
        paragraphs: [
          'Utilizamos cookies y tecnologías de almacenamiento similares en tres categorías: necesarias (por ejemplo, la sesión iniciada y tu elección de consentimiento), funcionales (por ejemplo, tu historial de búsqueda) y analíticas (estadísticas sobre el uso de la plataforma). Sin tu consentimiento solo se instalan cookies necesarias. Puedes cambiar tu elección en cualquier momento en la configuración de cookies.',
        ],
      },
      {
        heading: '5. Destinatarios',
        paragraphs: [
          'Solo comunicamos datos a los proveedores de servicios que necesitamos para operar la plataforma, como alojamiento, procesamiento de pagos y verificación de edad. Actúan siguiendo nuestras instrucciones y están vinculados por contrato. No vendemos datos personales. Si se transfieren datos fuera del Espacio Económico Europeo, garantizamos un nivel de protección adecuado, por ejemplo mediante cláusulas contractuales tipo.',
        ],
      },
      {
        heading: '6. Plazo de conservación',
        paragraphs: [
          'Conservamos los datos de la cuenta mientras esta exista. Los registros contables se conservan durante los plazos exigidos por la legislación mercantil y fiscal, normalmente hasta diez años. Los archivos de registro técnicos se eliminan a más tardar a los treinta días, salvo que sean necesarios para investigar un ataque.',
        ],
      },
      {
        heading: '7. Tus derechos',
        paragraphs: ['De acuerdo con el RGPD tienes los siguientes derechos sobre tus datos personales:'],
        items: [
          'acceso a los datos que conservamos sobre ti;',
          'rectificación de los datos inexactos y supresión de los datos que ya no necesitamos;',
          'limitación del tratamiento y portabilidad de los datos;',
          'oposición al tratamiento basado en intereses legítimos;',
          'presentar una reclamación ante una autoridad de control de protección de datos.',
        ],
      },
      {
        heading: '8. Contacto',
        paragraphs: [
          'Para cualquier pregunta sobre protección de datos, escribe a privacy@example.com. Respondemos a las solicitudes sin demora indebida y, a más tardar, en el plazo de un mes.',
        ],
      },
    ],
  },
};
