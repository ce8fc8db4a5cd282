/** The privileges of one tier as a checked list (upgrade screens). */
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { Check } from 'lucide-react';
import type { TierPrivileges } from '../../features/upgrade/tierPrivileges';

const Privileges = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
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

/** The privileges of one tier, as a list named after the tier. */
export function PrivilegeList({ tier, privileges }: { tier: 0 | 1 | 2; privileges: TierPrivileges | null }) {
  const { t } = useTranslation();
  if (!privileges) return null;
  const name = t(tier === 2 ? 'upgrade.gold' : tier === 1 ? 'upgrade.silver' : 'upgrade.level0');
  return (
    <Privileges aria-label={t('upgrade.privileges', { tier: name })}>
      {privileges[tier].map((authority) => (
        <li key={authority}>
          <Check aria-hidden />
          {t(`upgrade.authority.${authority}`)}
        </li>
      ))}
    </Privileges>
  );
}
