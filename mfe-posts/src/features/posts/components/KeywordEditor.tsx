import { useState, type ComponentType } from 'react';
import { loadFeedEditor, notifyError, useRemoteLoader, type RemoteFeedEditorProps } from 'shared/ui';

export const EDITOR_LOAD_FAILED = 'The keyword editor could not be opened';

/**
 * The feed editor of mfe-feeds in edit mode, loaded through module federation the first time it opens
 * (a remote never imports another one).
 */
export function useKeywordEditor(taskId: number, onSaved: () => void) {
  const loader = useRemoteLoader();
  const [Editor, setEditor] = useState<ComponentType<RemoteFeedEditorProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const openEditor = async () => {
    if (Editor) {
      setOpen(true);
      return;
    }
    setLoading(true);
    try {
      const loaded = await loadFeedEditor(loader);
      setEditor(() => loaded);
      setOpen(true);
    } catch (error) {
      notifyError(EDITOR_LOAD_FAILED, error instanceof Error ? error.message : undefined);
    } finally {
      setLoading(false);
    }
  };

  const editor = Editor ? (
    <Editor
      open={open}
      mode="edit"
      taskId={taskId}
      onClose={() => setOpen(false)}
      onSaved={() => {
        setOpen(false);
        onSaved();
      }}
    />
  ) : null;

  return { editor, loading, openEditor: () => void openEditor() };
}
