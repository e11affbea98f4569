import type { RemoteLoader } from 'shared/ui';
import { MessageDialog } from 'shared/ui';

/** What stands in for the feed editor on this development page: mfe-feeds is not loaded here. */
function EditorElsewhere({ open, onClose }: { open?: boolean; onClose?: () => void }) {
  return (
    <MessageDialog
      open={open ?? false}
      title="Feed editor"
      text="The keyword editor belongs to mfe-feeds and opens inside HarbourPulse; run the whole product to refine the keywords."
      onClose={() => onClose?.()}
    />
  );
}

/** The standalone page loads no other remote: every module is the notice above. */
export const standaloneRemoteLoader: RemoteLoader = async () => ({ default: EditorElsewhere });
