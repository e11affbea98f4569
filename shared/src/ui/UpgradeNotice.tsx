import { countOf } from '../rules/index.js';
import { MessageDialog } from './MessageDialog.js';
import { UpgradeContact } from './UpgradeContact.js';

/** The situations that ask for a plan upgrade (spec doc 1 §2.7). */
export type UpgradeKind = 'general' | 'feedLimit' | 'trial' | 'exportLimit' | 'modificationLimit';

export const UPGRADE_TITLE = 'Upgrade your Plan';

/** The spec's upgrade text mentions a maximum of 3 feeds; the plan's real limit replaces it when known. */
const DEFAULT_FEED_LIMIT = 3;

/** The sentence that explains why the notice appears; `limit` is the plan figure at stake when known. */
export function upgradeSentence(kind: UpgradeKind, limit?: number | null): string {
  switch (kind) {
    case 'feedLimit':
      return `Your plan allows a maximum of ${countOf(limit ?? DEFAULT_FEED_LIMIT, 'feed')} of this type.`;
    case 'modificationLimit':
      return limit == null
        ? 'This feed has used all of its keyword changes for this month.'
        : `Your plan allows ${countOf(limit, 'keyword change')} per feed each month, and this feed has used them all.`;
    case 'exportLimit':
      return limit == null
        ? 'This feed has used all of its exports for this month.'
        : `Your plan allows ${countOf(limit, 'export')} per feed each month, and this feed has used them all.`;
    case 'trial':
      return 'This feature is not part of your trial.';
    case 'general':
      return 'This feature is not part of your current plan.';
  }
}

export interface UpgradeNoticeProps {
  open: boolean;
  kind: UpgradeKind;
  limit?: number | null;
  onClose(): void;
}

/** 'Upgrade your Plan': why the action is refused and how to reach the provider (no self-service purchase exists). */
export function UpgradeNotice({ open, kind, limit, onClose }: UpgradeNoticeProps) {
  return (
    <MessageDialog open={open} title={UPGRADE_TITLE} text={upgradeSentence(kind, limit)} onClose={onClose}>
      {open ? <UpgradeContact lead="To upgrade your plan, contact us." /> : null}
    </MessageDialog>
  );
}
