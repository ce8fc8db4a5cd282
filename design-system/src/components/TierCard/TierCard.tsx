import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { AuthorityName } from '@kindred/rules';
import { PackageChoice, type ChoosablePackage } from '../PackageChoice';
import { PrivilegeList, type PrivilegeListTexts } from '../PrivilegeList';
import { BasePrice, TierRoot, TierTitle } from './TierCard.styles';
import { formatMessage } from '../../i18n/messages';
import { formatUsd } from '../../commerce/pricing';

/** The card's words, in the member's language (the app's texts: they ship with the upgrade screens). */
export type TierCardTexts = {
  /** "Base price {price}/month". */
  basePrice: string;
  privileges: PrivilegeListTexts;
};

export type TierCardProps = ComponentPropsWithoutRef<'section'> & {
  texts: TierCardTexts;
  /** 1 silver, 2 gold. */
  tier: 1 | 2;
  /** The tier's name as the screen calls it: the card's heading and its region name. */
  name: string;
  /** The tier's base monthly price ("29.99"); with `packages`, each card's saving is against it. */
  basePrice?: string;
  /** The tier's packages, one radio group; leave out to describe the tier without choosing. */
  packages?: readonly ChoosablePackage[];
  /** The radio group's name, shared by the tiers of one screen so one package is chosen in all. */
  group?: string;
  /** The chosen package id (of any tier), or null. */
  selected?: number | null;
  onChoose?: (packageId: number) => void;
  /** What the tier allows; null while they load (no list shown). */
  privileges?: readonly AuthorityName[] | null;
  /** Package cards and privileges per row: 2 on the mobile theme and 3 on the desktop one unless given. */
  columns?: number;
};

/**
 * One membership tier (docs/product.md sections 4, 5): its name, its base price, its packages as
 * package cards to choose from, and its privileges.
 */
export const TierCard = forwardRef<HTMLElement, TierCardProps>(function TierCard(
  {
    texts,
    tier,
    name,
    basePrice,
    packages,
    group = 'upgrade',
    selected = null,
    onChoose,
    privileges,
    columns,
    children,
    ...rest
  },
  ref,
) {
  return (
    <TierRoot ref={ref} aria-label={name} {...rest}>
      <TierTitle>{name}</TierTitle>
      {basePrice !== undefined && (
        <BasePrice>{formatMessage(texts.basePrice, { price: formatUsd(basePrice) })}</BasePrice>
      )}
      {packages && onChoose && (
        <PackageChoice
          legend={name}
          name={group}
          tier={tier}
          packages={packages}
          basePrice={basePrice}
          selected={selected}
          onChoose={onChoose}
          columns={columns}
        />
      )}
      {privileges && (
        <PrivilegeList texts={texts.privileges} tierName={name} privileges={privileges} columns={columns} />
      )}
      {children}
    </TierRoot>
  );
});
