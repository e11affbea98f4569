// Federation runtime plugin of every app. It names the failing remote in the console and lets the error reach the
// caller (returning nothing), so the shell's error boundary around that remote shows its Retry instead of a blank page.
export default function remoteErrorsPlugin() {
  return {
    name: 'harbourpulse-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`HarbourPulse: could not load '${id}' (${lifecycle}).`, error);
      return undefined;
    },
  };
}
