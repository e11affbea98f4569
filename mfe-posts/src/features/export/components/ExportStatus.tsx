import { Button, Progress, Stack, Text } from '@chakra-ui/react';
import type { ExportJob } from 'shared/contract';
import { compactNumber } from 'shared/rules';

/** 'Exporting data...' with the rows written so far; the bar waits in motion until the server has counted the rows. */
export function ExportProgress({ job }: { job: ExportJob | null }) {
  const counted = job !== null && job.rows_total > 0;
  return (
    <Stack gap="4" alignItems="center" py="4" textAlign="center">
      <Text fontWeight="semibold">Exporting data...</Text>
      <Progress.Root
        width="100%"
        colorPalette="brand"
        value={counted ? Math.min(100, Math.round((job.rows_done / job.rows_total) * 100)) : null}
        max={100}
      >
        <Progress.Track aria-label="Export progress">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted">
        {counted ? `${compactNumber(job.rows_done)} of ${compactNumber(job.rows_total)} rows` : 'Counting posts...'}
      </Text>
    </Stack>
  );
}

/** The file is ready: a Download link that fetches it with the session token. */
export function ExportReady({ job, downloading, onDownload }: { job: ExportJob; downloading: boolean; onDownload: () => void }) {
  return (
    <Stack gap="3" alignItems="center" py="4" textAlign="center">
      <Text fontWeight="semibold">Success! The Excel file is ready to download</Text>
      <Button variant="plain" colorPalette="brand" textDecoration="underline" loading={downloading} loadingText="Downloading…" onClick={onDownload}>
        Download
      </Button>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
        {job.file_name}
      </Text>
    </Stack>
  );
}
