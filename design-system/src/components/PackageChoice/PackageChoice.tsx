import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTheme } from 'styled-components';
import { PackageCard } from '../PackageCard';
import { Group, Legend } from './PackageChoice.styles';

/** One package as /member/Upgrade/package and /member/recharge/package list it (docs/product.md section 7). */
export interface ChoosablePackage {
  id: number;
  /** Price of the whole package ("79.99"). */
  amounts: string;
  /** Months of a membership package; none for a credit top-up. */
  duration?: number;
}

export type PackageChoiceProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'onChange'> & {
  /** Names the group for screen readers and above the cards (the tier, or "Recharge packages"). */
  legend: string;
  /** The radio group's name, one per screen ("upgrade", "recharge"). */
  name: string;
  packages: readonly ChoosablePackage[];
  /** 1 silver, 2 gold: colours the chosen card and prices per month; 0 (default) for top-ups. */
  tier?: 0 | 1 | 2;
  /** The tier's base monthly price, for each card's saving. */
  basePrice?: string;
  /** The chosen package id, or null. */
  selected: number | null;
  onChoose: (packageId: number) => void;
  /** Cards per row: 2 on the mobile theme and 3 on the desktop one unless given. */
  columns?: number;
};

/** The packages of one order as one radio group of package cards: a tier's plans or the recharge amounts. */
export const PackageChoice = forwardRef<HTMLFieldSetElement, PackageChoiceProps>(function PackageChoice(
  { legend, name, packages, tier = 0, basePrice, selected, onChoose, columns, ...rest },
  ref,
) {
  const theme = useTheme();
  return (
    <Group ref={ref} $columns={columns ?? (theme.name === 'mobile' ? 2 : 3)} {...rest}>
      <Legend>{legend}</Legend>
      {packages.map((p) => (
        <PackageCard
          key={p.id}
          name={name}
          tier={tier}
          packageId={p.id}
          amount={p.amounts}
          months={p.duration}
          basePrice={basePrice}
          checked={selected === p.id}
          onChange={() => onChoose(p.id)}
        />
      ))}
    </Group>
  );
});
