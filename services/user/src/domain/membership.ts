/** Vip level is derived from the tier deadlines (seconds), never stored (docs/architecture.md section 6). */
export type VipLevel = 0 | 1 | 2;

export function vipLevel(overdue1: number, overdue2: number, nowSeconds: number): VipLevel {
  if (overdue2 > nowSeconds) return 2;
  if (overdue1 > nowSeconds) return 1;
  return 0;
}

/** A bought package extends the tier's deadline from max(now, current deadline) by whole months. */
export function extendDeadline(currentSeconds: number, nowSeconds: number, months: number): number {
  const start = new Date(Math.max(currentSeconds, nowSeconds) * 1000);
  const day = start.getUTCDate();
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return Math.floor(end.getTime() / 1000);
}
