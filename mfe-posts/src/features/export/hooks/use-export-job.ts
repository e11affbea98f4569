import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportJob, ExportRequest } from 'shared/contract';
import { notifyError } from 'shared/ui';
import { cancelExport, exportStatus, startExport } from '../api/exports';

/** How often a running export's progress is asked for. */
const EXPORT_POLL_MS = 500;
const REQUEST_CANCELLED = 'Request cancelled';
const EXPORT_FAILED = 'Export failed';

/** The modal's states (spec doc 2 §2): the form, an export running (its job once the server answered), a file ready. */
export type ExportPhase = { phase: 'form' } | { phase: 'exporting'; job: ExportJob | null } | { phase: 'done'; job: ExportJob };

interface Run {
  controller: AbortController;
  jobId: string | null;
  cancelled: boolean;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    const stopWaiting = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stopWaiting, { once: true });
  });
}

/** Drops the server's job; a cancelled export uses no quota. Failing to cancel is not the user's concern. */
function dropJob(id: string): void {
  cancelExport(id).catch((error: unknown) => console.error('failed to cancel export', error));
}

/**
 * Runs one export by options: starts it, polls its progress until it ends, and cancels it on request or when
 * the modal goes away. Failures are toasted with the server's message and lead back to the form (spec doc 2 §8).
 */
export function useExportJob() {
  const [state, setState] = useState<ExportPhase>({ phase: 'form' });
  const current = useRef<Run | null>(null);

  const stop = useCallback((run: Run) => {
    run.cancelled = true;
    run.controller.abort();
    if (run.jobId) dropJob(run.jobId);
  }, []);

  const start = useCallback(async (body: ExportRequest) => {
    const run: Run = { controller: new AbortController(), jobId: null, cancelled: false };
    current.current = run;
    setState({ phase: 'exporting', job: null });
    try {
      // The start call is not aborted: the job it makes must be known to be dropped if the user cancelled meanwhile.
      let job = await startExport(body);
      run.jobId = job.id;
      if (run.cancelled) {
        dropJob(job.id);
        return;
      }
      while (job.state === 'running') {
        setState({ phase: 'exporting', job });
        await pause(EXPORT_POLL_MS, run.controller.signal);
        job = await exportStatus(job.id, run.controller.signal);
        if (run.cancelled) return;
      }
      current.current = null;
      if (job.state === 'done') {
        setState({ phase: 'done', job });
      } else {
        notifyError(job.state === 'cancelled' ? REQUEST_CANCELLED : (job.error ?? EXPORT_FAILED));
        setState({ phase: 'form' });
      }
    } catch (error) {
      if (run.cancelled) return;
      current.current = null;
      // The user is back on the form and cannot reach this job any more: it should not use the quota.
      if (run.jobId) dropJob(run.jobId);
      notifyError(error instanceof Error ? error.message : EXPORT_FAILED);
      setState({ phase: 'form' });
    }
  }, []);

  const cancel = useCallback(() => {
    const run = current.current;
    if (!run) return;
    current.current = null;
    stop(run);
    notifyError(REQUEST_CANCELLED);
    setState({ phase: 'form' });
  }, [stop]);

  const backToForm = useCallback(() => setState({ phase: 'form' }), []);

  // A modal closed while exporting cancels its export: nobody could download the file.
  useEffect(
    () => () => {
      if (!current.current) return;
      stop(current.current);
      notifyError(REQUEST_CANCELLED);
    },
    [stop],
  );

  return { state, start, cancel, backToForm };
}
