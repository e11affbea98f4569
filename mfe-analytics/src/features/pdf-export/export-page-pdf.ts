import { inlineLegacyColors } from './legacy-colors';

/** The PDF is one A2 page (spec doc 3 §9). */
export const PDF_FORMAT = 'a2';

/**
 * Marks the controls left out of the PDF (spec doc 3 §2: the export button and the date filter). They stay on screen
 * meanwhile, so the button can show that the export is under way.
 */
export const PDF_HIDE_ATTRIBUTE = 'data-pdf-hide';

/**
 * Captures `element` as an image and downloads it as a one-page A2 PDF named `fileName`, turned to the image's
 * orientation and scaled to fit. The libraries are loaded on first use: most visits never export.
 */
export async function exportPagePdf(element: HTMLElement, fileName: string): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas'), import('jspdf')]);
  const canvas = await html2canvas(element, {
    scale: Math.min(2, Math.max(1, window.devicePixelRatio || 1)),
    backgroundColor: '#ffffff',
    // Cross-origin images would taint the canvas; the page draws its own logo and charts.
    useCORS: false,
    logging: false,
    ignoreElements: (node) => node.hasAttribute(PDF_HIDE_ATTRIBUTE),
    onclone: (doc) => inlineLegacyColors(doc),
  });
  const orientation = canvas.width > canvas.height ? 'landscape' : 'portrait';
  const pdf = new jsPDF({ orientation, unit: 'pt', format: PDF_FORMAT });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const scale = Math.min(pageWidth / canvas.width, pageHeight / canvas.height);
  const width = canvas.width * scale;
  const height = canvas.height * scale;
  pdf.addImage(canvas.toDataURL('image/png'), 'PNG', (pageWidth - width) / 2, (pageHeight - height) / 2, width, height);
  pdf.save(fileName);
}
