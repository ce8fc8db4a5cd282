/**
 * The upgrade screens' tier cards (docs/product.md sections 4, 5): silver and gold with their names,
 * base prices, packages, the chosen package and their privileges, ready for the design system's
 * TierCard; the choice itself is useUpgradeChoice's.
 */
import { useTranslation } from '../../app/i18n/react';
import type { TierCardProps } from '../../app/ui';
import { useTierPrivileges } from './tierPrivileges';
import { useTierTexts } from './tierTexts';
import { useUpgradeChoice } from './useUpgradeChoice';

export function useTierCards() {
  const { t } = useTranslation();
  const privileges = useTierPrivileges();
  const texts = useTierTexts();
  const choice = useUpgradeChoice();
  const { tiers, selected, choose } = choice;
  const cards: TierCardProps[] = [];
  for (const tier of [1, 2] as const) {
    const data = tier === 1 ? tiers?.vip1 : tiers?.vip2;
    if (!data) continue;
    cards.push({
      texts,
      tier,
      name: t(tier === 2 ? 'upgrade.gold' : 'upgrade.silver'),
      basePrice: data.price,
      packages: data.packages,
      selected,
      onChoose: choose,
      privileges: privileges?.[tier] ?? null,
    });
  }
  return { ...choice, cards };
}
