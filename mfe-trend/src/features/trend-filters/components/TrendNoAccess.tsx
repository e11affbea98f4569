import { EmptyState, UpgradeContact } from 'shared/ui';

/** What a plan without Trend Explorer access shows (spec doc 3 §2). */
export function TrendNoAccess() {
  return (
    <EmptyState
      title="Gain Access to AI-generated Trending Topics happening in Hong Kong"
      action={<UpgradeContact lead="Upgrade your plan to explore trending topics." />}
    />
  );
}
