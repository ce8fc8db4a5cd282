/**
 * /member/Upgrade/package (docs/product.md section 7): the tiers vip1 (silver) and vip2 (gold), each with its
 * base monthly price and its packages (id, duration in months, amounts; the server adds monthly and
 * save, which the cards compute again from amounts and duration).
 */
import { isOk, post } from '../../app/api';

export interface UpgradePackage {
  id: number;
  duration: number;
  amounts: string;
  monthly?: string;
  save?: number;
}

export interface UpgradeTier {
  price: string;
  packages: UpgradePackage[];
}

export interface UpgradeTiers {
  vip1: UpgradeTier | null;
  vip2: UpgradeTier | null;
}

function tierOf(raw: unknown): UpgradeTier | null {
  if (!raw || typeof raw !== 'object') return null;
  const tier = raw as { price?: unknown; packages?: unknown };
  const packages = Array.isArray(tier.packages) ? (tier.packages as Record<string, unknown>[]) : [];
  return {
    price: String(tier.price ?? '0'),
    packages: packages
      .map((p) => ({
        id: Number(p.id),
        duration: Number(p.duration),
        amounts: String(p.amounts ?? ''),
        monthly: p.monthly === undefined ? undefined : String(p.monthly),
        save: p.save === undefined ? undefined : Number(p.save),
      }))
      .filter((p) => p.id > 0 && p.duration > 0 && Number(p.amounts) > 0),
  };
}

/** The two tiers, or null when the call failed. */
export async function loadUpgradeTiers(): Promise<UpgradeTiers | null> {
  const answer = await post<{ vip1?: unknown; vip2?: unknown }>('/member/Upgrade/package');
  if (!isOk(answer) || !answer.data) return null;
  return { vip1: tierOf(answer.data.vip1), vip2: tierOf(answer.data.vip2) };
}

/** The package with `id` and its tier (1 silver, 2 gold). */
export function findUpgradePackage(tiers: UpgradeTiers, id: number): { tier: 1 | 2; pkg: UpgradePackage } | null {
  const silver = tiers.vip1?.packages.find((p) => p.id === id);
  if (silver) return { tier: 1, pkg: silver };
  const gold = tiers.vip2?.packages.find((p) => p.id === id);
  return gold ? { tier: 2, pkg: gold } : null;
}

/** After an upgrade-needed notice, the upgrade screen follows after 1.5 s. */
export const UPGRADE_REDIRECT_MS = 1500;
