import { Button } from '@chakra-ui/react';

/** 'Export PDF': greyed out until the page's data is ready, busy while the PDF is made. */
export function ExportPdfButton({ ready, busy, onClick }: { ready: boolean; busy: boolean; onClick(): void }) {
  return (
    <Button size="sm" variant="outline" colorPalette="brand" disabled={!ready} loading={busy} loadingText="Exporting…" onClick={onClick}>
      Export PDF
    </Button>
  );
}
