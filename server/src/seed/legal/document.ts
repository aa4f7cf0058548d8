/** A legal text as structured prose; rendered to the HTML the legal pages show. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  intro: string;
  sections: LegalSection[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]);
}

/** `<p>` intro, then per section an `<h2>`, its paragraphs and an optional `<ul>`. */
export function renderLegalHtml(document: LegalDocument): string {
  const parts = [`<p>${escapeHtml(document.intro)}</p>`];
  for (const section of document.sections) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    for (const paragraph of section.paragraphs) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
    if (section.items?.length) {
      parts.push(`<ul>${section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
    }
  }
  return parts.join('\n');
}
