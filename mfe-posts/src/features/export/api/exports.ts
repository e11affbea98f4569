import { ApiError } from 'shared/client';
import { api, exportFilePath, type ExportJob, type ExportRequest, type TaskSettings } from 'shared/contract';
import { apiClient, currentSession, resetSession } from 'shared/session';

/** Starts a background export by options; answers its job. */
export async function startExport(body: ExportRequest): Promise<ExportJob> {
  return (await apiClient.call(api.exports.start, { body })).data;
}

export async function exportStatus(id: string, signal: AbortSignal): Promise<ExportJob> {
  return (await apiClient.call(api.exports.status, { params: { exportId: id } }, { signal })).data;
}

export async function cancelExport(id: string): Promise<void> {
  await apiClient.call(api.exports.cancel, { params: { exportId: id } });
}

/** The feed's period (its start and, for ad-hoc feeds, its end), which bounds an export. */
export async function feedSettings(taskId: number, signal: AbortSignal): Promise<TaskSettings> {
  return (await apiClient.call(api.tasks.info, { params: { id: taskId } }, { signal })).data;
}

/** Exports of the feed used this month. */
export async function exportsUsed(taskId: number, signal: AbortSignal): Promise<number> {
  return (await apiClient.call(api.tasks.getUserInfo, { params: { id: taskId } }, { signal })).data.exports_used;
}

/**
 * The finished workbook. It is not a JSON call, so it is fetched here with the session token the API client sends;
 * a refusal comes back as the API's error envelope and is read the way the client reads it.
 */
export async function fetchExportFile(id: string): Promise<Blob> {
  const token = currentSession()?.token;
  const response = await fetch(exportFilePath(id), { headers: token ? { token } : {} });
  if (response.ok) return response.blob();
  const reply = (await response.json().catch(() => null)) as { result?: unknown; error?: unknown } | null;
  const error = new ApiError(
    typeof reply?.result === 'string' ? reply.result : 'server_error',
    typeof reply?.error === 'string' ? reply.error : `Download failed (${response.status})`,
    response.status,
  );
  if (error.isAuthFailure) resetSession();
  throw error;
}
