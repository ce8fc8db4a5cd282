/** The privileges of each tier as /member/index/initdata lists them (spec sections 3 and 6). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Check } from 'lucide-react';
import { isOk, post } from '../../app/api';
import { authorityNames, type Authority, type InitData } from '../../app/authority';

export type TierPrivileges = Record<0 | 1 | 2, Authority[]>;

/** The known authority names of each list, in the app's order. */
export function privilegesOf(lists: InitData['authority']): TierPrivileges {
  const pick = (list: string[] | undefined) => authorityNames.filter((name) => (list ?? []).includes(name));
  return { 0: pick(lists.vip0), 1: pick(lists.vip1), 2: pick(lists.vip2) };
}

/** Loads initdata once; null until it answers (or when it failed). */
export function useTierPrivileges(): TierPrivileges | null {
  const [privileges, setPrivileges] = useState<TierPrivileges | null>(null);
  useEffect(() => {
    let live = true;
    void post<InitData>('/member/index/initdata').then((answer) => {
      if (live && isOk(answer) && answer.data?.authority) setPrivileges(privilegesOf(answer.data.authority));
    });
    return () => {
      live = false;
    };
  }, []);
  return privileges;
}

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
