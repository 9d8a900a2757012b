// The words the page script shows (toasts, the Save button's states). The script must not carry the
// message catalogues (its budget is 15 KB brotli, ADR 0011), so the page brings them: the prerender
// writes them from the content catalogue onto <template data-page-words> (components/
// page-script-words.tsx), one data-* attribute each, in the page's language, and the script reads them.

export const pageWordNames = [
  'notifications',
  'dismiss',
  'save',
  'saved',
  'savedTitle',
  'savedText',
  'removedTitle',
  'removedText',
  'saveFailedTitle',
  'saveFailedText',
  'copiedTitle',
  'copiedText',
  'copyFailedTitle',
] as const;

export type PageWordName = (typeof pageWordNames)[number];

/** "savedTitle" → "data-saved-title": what dataset reads back as savedTitle. */
export function pageWordAttribute(name: PageWordName): string {
  return `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** A word of the page, or '' on a page that brings none (the element is missing). */
export function pageWord(name: PageWordName): string {
  return document.querySelector<HTMLTemplateElement>('template[data-page-words]')?.dataset[name] ?? '';
}
