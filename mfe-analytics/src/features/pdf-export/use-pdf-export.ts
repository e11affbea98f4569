import { useCallback, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { notifyError } from 'shared/ui';
import { exportPagePdf } from './export-page-pdf';

export interface PdfExport<T extends HTMLElement> {
  /** The element captured. */
  ref: RefObject<T | null>;
  /** True while the page is captured: the page shows its header with logo and name. */
  capturing: boolean;
  run(fileName: string): Promise<void>;
}

/**
 * The PDF export of a page (spec doc 3 §2 "PDF export"): show the header, capture the page without its controls
 * (those marked with PDF_HIDE_ATTRIBUTE), download, and take the header away again whatever happened.
 */
export function usePdfExport<T extends HTMLElement>(): PdfExport<T> {
  const ref = useRef<T>(null);
  const [capturing, setCapturing] = useState(false);
  const run = useCallback(async (fileName: string) => {
    const element = ref.current;
    if (!element) return;
    // The capture reads the DOM at once: the header must be in it before.
    flushSync(() => setCapturing(true));
    try {
      await exportPagePdf(element, fileName);
    } catch (error) {
      notifyError('The PDF could not be made', error instanceof Error ? error.message : undefined);
    } finally {
      setCapturing(false);
    }
  }, []);
  return { ref, capturing, run };
}
