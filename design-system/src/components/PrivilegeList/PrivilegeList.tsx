import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTheme } from 'styled-components';
import { Check } from 'lucide-react';
import type { AuthorityName } from '@kindred/rules';
import { Privileges } from './PrivilegeList.styles';
import { formatMessage } from '../../i18n/messages';

/** The list's words, in the member's language (the app's texts: they ship with the upgrade screens). */
export type PrivilegeListTexts = {
  /** Names the list: "{tier} privileges". */
  list: string;
  /** Each authority's line. */
  authorities: Record<AuthorityName, string>;
};

export type PrivilegeListProps = ComponentPropsWithoutRef<'ul'> & {
  texts: PrivilegeListTexts;
  /** The tier's name as the screen calls it; the list is named "{tier} privileges". */
  tierName: string;
  /** The authorities the tier grants (docs/product.md section 3), in the order to show them. */
  privileges: readonly AuthorityName[];
  /** Columns of the grid: 2 on the mobile theme and 3 on the desktop one unless given. */
  columns?: number;
};

/** What one membership tier allows, as a checked list in columns. */
export const PrivilegeList = forwardRef<HTMLUListElement, PrivilegeListProps>(function PrivilegeList(
  { texts, tierName, privileges, columns, ...rest },
  ref,
) {
  const theme = useTheme();
  return (
    <Privileges
      ref={ref}
      aria-label={formatMessage(texts.list, { tier: tierName })}
      $columns={columns ?? (theme.name === 'mobile' ? 2 : 3)}
      {...rest}
    >
      {privileges.map((authority) => (
        <li key={authority}>
          <Check aria-hidden />
          {texts.authorities[authority]}
        </li>
      ))}
    </Privileges>
  );
});
