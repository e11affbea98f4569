export * from './export-page-pdf';
export * from './use-pdf-export';
export * from './ExportPdfButton';
