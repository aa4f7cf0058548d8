import type { LegalDocument } from './document';

/** The imprint of the demo brand; other languages fall back to English. */
export const IMPRINT: Partial<Record<'de' | 'en' | 'nl' | 'es', LegalDocument>> = {
  en: {
    intro: 'This platform is a demonstration. The details below are placeholders and name no real company.',
    sections: [
      { heading: 'Operator', paragraphs: ['Example Media Ltd., 1 Sample Street, 00000 Example City'] },
      { heading: 'Contact', paragraphs: ['E-mail: support@example.com'] },
      {
        heading: 'Youth protection',
        paragraphs: ['All content is intended for adults only. Access to age-restricted content requires a completed age verification.'],
      },
    ],
  },
  de: {
    intro: 'Diese Plattform ist eine Demonstration. Die folgenden Angaben sind Platzhalter und nennen kein reales Unternehmen.',
    sections: [
      { heading: 'Betreiber', paragraphs: ['Example Media Ltd., Beispielstraße 1, 00000 Beispielstadt'] },
      { heading: 'Kontakt', paragraphs: ['E-Mail: support@example.com'] },
      {
        heading: 'Jugendschutz',
        paragraphs: ['Alle Inhalte richten sich ausschließlich an Erwachsene. Für altersbeschränkte Inhalte ist eine abgeschlossene Altersverifikation erforderlich.'],
      },
    ],
  },
};
