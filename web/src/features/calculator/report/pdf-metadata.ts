import type { jsPDF } from 'jspdf';

/**
 * The document's title and language, which jsPDF leaves empty: a PDF viewer's window and tab show
 * the title instead of the file name, and a screen reader reads the text with the report's
 * language (Arabic or English) rather than guessing.
 */
export function describeDocument(doc: jsPDF, title: string, language: 'en' | 'ar'): void {
  doc.setProperties({ title, author: 'Salary Reality Check', creator: 'Salary Reality Check' });
  doc.setLanguage(language === 'ar' ? 'ar' : 'en-GB');
  doc.viewerPreferences({ DisplayDocTitle: true });
}
