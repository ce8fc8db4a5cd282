/** Top-up packages (services/edge/src/routes/commerce.ts) and the default choice of the recharge screens. */
import { isOk, post } from '../../app/api';

export interface RechargePackage {
  id: number;
  amounts: string;
}

/** The default recharge is the third package (800.00), chosen after 1 s. */
export const DEFAULT_PACKAGE_INDEX = 2;
export const DEFAULT_CHOICE_MS = 1000;

/** The packages with a positive amount; null when the call failed. */
export async function loadRechargePackages(): Promise<RechargePackage[] | null> {
  const answer = await post<RechargePackage[]>('/member/recharge/package');
  if (!isOk(answer) || !Array.isArray(answer.data)) return null;
  return answer.data
    .map((p) => ({ id: Number(p.id), amounts: String(p.amounts) }))
    .filter((p) => p.id > 0 && Number(p.amounts) > 0);
}
