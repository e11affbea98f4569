import { Box, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { appStore, sessionAtom } from 'shared/session';
import { Loader, notifyError } from 'shared/ui';
import { fetchExportFile } from '../api/exports';
import { downloadBlob } from '../download-blob';
import { exportBounds, exportFormError, exportRequestOf, initialExportForm, type ExportForm } from '../export-form';
import { useExportJob } from '../hooks/use-export-job';
import { useExportSetup } from '../hooks/use-export-setup';
import { ExportOptionsForm } from './ExportOptionsForm';
import { ExportProgress, ExportReady } from './ExportStatus';

export interface ExportOptionsModalProps {
  feed: { task_id: number; task_name: string; task_type: 0 | 1 };
  open: boolean;
  onClose: () => void;
}

const UPGRADE_TO_EXPORT = 'Upgrade your plan to export data';
const DOWNLOAD_FAILED = 'Download failed';

/** Why the plan allows no export now, or null: no export at all on the plan, or the month's exports used up. */
function quotaBlock(quota: number, used: number | null): string | null {
  if (quota <= 0) return UPGRADE_TO_EXPORT;
  if (used !== null && used >= quota) return `All ${quota} exports of this feed are used this month`;
  return null;
}

/** 'Export Options' (spec doc 2 §2, width 600): form, then 'Exporting data...' with Cancel, then the file to download. */
export function ExportOptionsModal({ feed, open, onClose }: ExportOptionsModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxWidth="600px" width="100%">
            <ExportOptionsContent feed={feed} onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Mounted only while the modal is open: closing it cancels a running export, and the next opening starts afresh. */
function ExportOptionsContent({ feed, onClose }: Omit<ExportOptionsModalProps, 'open'>) {
  const formId = useId();
  const [now] = useState(() => Date.now());
  const [refresh, setRefresh] = useState(0);
  const [form, setForm] = useState<ExportForm | null>(null);
  const [downloading, setDownloading] = useState(false);
  const session = useAtomValue(sessionAtom, { store: appStore });
  const { settings, used } = useExportSetup(feed.task_id, refresh);
  const { state, start, cancel, backToForm } = useExportJob();

  // The defaults depend on the feed's period, known once its settings are in (or known to be unavailable).
  useEffect(() => {
    if (settings !== 'loading') setForm((current) => current ?? initialExportForm(feed.task_type, settings, now));
  }, [settings, feed.task_type, now]);

  const quota = session?.exportPerMonthPerTaskQuota ?? 0;
  const blocked = quotaBlock(quota, used);
  const bounds = exportBounds(settings === 'loading' ? null : settings, now);

  const submit = () => {
    if (!form || blocked) return;
    const problem = exportFormError(form, bounds);
    if (problem) notifyError(problem);
    else void start(exportRequestOf(feed.task_id, form));
  };

  const exportAgain = () => {
    backToForm();
    setRefresh((n) => n + 1);
  };

  const download = async () => {
    if (state.phase !== 'done') return;
    setDownloading(true);
    try {
      downloadBlob(await fetchExportFile(state.job.id), state.job.file_name);
    } catch (error) {
      notifyError(DOWNLOAD_FAILED, error instanceof Error ? error.message : undefined);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Export Options</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {state.phase === 'exporting' ? <ExportProgress job={state.job} /> : null}
        {state.phase === 'done' ? <ExportReady job={state.job} downloading={downloading} onDownload={() => void download()} /> : null}
        {state.phase === 'form' && form ? (
          <ExportOptionsForm
            id={formId}
            form={form}
            bounds={bounds}
            quotaLine={used !== null && quota > 0 ? `${used} of ${quota} exports used this month` : null}
            blockedReason={blocked}
            onChange={setForm}
            onSubmit={submit}
          />
        ) : null}
        {state.phase === 'form' && !form ? (
          <Box py="8" textAlign="center">
            <Loader label="Loading export options" />
          </Box>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        {state.phase === 'form' ? (
          <>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" form={formId} colorPalette="brand" disabled={!form || blocked !== null}>
              Export
            </Button>
          </>
        ) : null}
        {state.phase === 'exporting' ? (
          <Button variant="outline" onClick={cancel}>
            Cancel
          </Button>
        ) : null}
        {state.phase === 'done' ? (
          <>
            <Button variant="outline" onClick={exportAgain}>
              Export again
            </Button>
            <Button colorPalette="brand" onClick={onClose}>
              Close
            </Button>
          </>
        ) : null}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close export options" />
      </Dialog.CloseTrigger>
    </>
  );
}
