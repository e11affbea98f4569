export { ManageHiddenDialog, type ManageHiddenDialogProps } from './components/ManageHiddenDialog';
export type { HideKind } from './hide-texts';
