/** Package cards of the pay and upgrade pages, with the privileges of a tier as a checked list. */
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { Check } from 'lucide-react';
import type { TierPrivileges } from '../../features/upgrade/tierPrivileges';

/** A radio group of package cards; its legend is read out, not shown (the card says it). */
export const PackageGrid = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.text.label.weight};
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

const Privileges = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.secondary};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  svg {
    flex: none;
    width: 1em;
    height: 1em;
    color: ${({ theme }) => theme.color.text.brand};
  }
`;

export function PrivilegeList({ tier, privileges }: { tier: 1 | 2; privileges: TierPrivileges | null }) {
  const { t } = useTranslation();
  if (!privileges) return null;
  return (
    <Privileges aria-label={t('upgrade.privileges', { tier: t(tier === 2 ? 'upgrade.gold' : 'upgrade.silver') })}>
      {privileges[tier].map((authority) => (
        <li key={authority}>
          <Check aria-hidden />
          {t(`upgrade.authority.${authority}`)}
        </li>
      ))}
    </Privileges>
  );
}
