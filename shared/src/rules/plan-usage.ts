/** One bar of the Plan Usage page (spec doc 3 §2): a null quota means unlimited. */
export interface QuotaUsage {
  used: number;
  quota: number | null;
  /** null when unlimited. */
  remaining: number | null;
  /** 0 to 100; 0 when unlimited (the bar is shown disabled). */
  percent: number;
}

export function quotaUsage(used: number, quota: number | null): QuotaUsage {
  if (quota === null) return { used, quota, remaining: null, percent: 0 };
  const remaining = Math.max(0, quota - used);
  const percent = quota === 0 ? 100 : Math.min(100, Math.round((used / quota) * 100));
  return { used, quota, remaining, percent };
}

/** 'used / quota', or 'used / Unlimited'. */
export function quotaText(usage: QuotaUsage): string {
  return `${usage.used} / ${usage.quota === null ? 'Unlimited' : usage.quota}`;
}
