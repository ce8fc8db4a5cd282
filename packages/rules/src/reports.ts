/** Why a member reports another (docs/product.md section 9): 1 ads, 2 offensive, 3 illegal. */
export const REPORT_TYPE = { ads: 1, offensive: 2, illegal: 3 } as const;
export type ReportType = (typeof REPORT_TYPE)[keyof typeof REPORT_TYPE];
export const REPORT_TYPES: readonly ReportType[] = Object.values(REPORT_TYPE);

export function isReportType(type: number): type is ReportType {
  return (REPORT_TYPES as readonly number[]).includes(type);
}
