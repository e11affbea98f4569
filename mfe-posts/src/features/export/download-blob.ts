/** Hands a file made in the page to the browser's download, then frees its object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Freed on the next task: the download has taken hold of the blob by then, and some browsers cancel it if freed at once.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
