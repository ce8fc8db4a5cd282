/**
 * The members suggested to the member (docs/discovery.md, "Suggested members") as a strip above the
 * home's tabs: the spec's Recommend tab stays the pages of `userlist`, so suggestions are a section
 * of their own. A chunk of its own with its texts, so the first member page does not wait for it.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mobilePaths } from '../../app/paths';
import { Avatar, type VipLevel } from '../../app/ui';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { useSuggestedMembers } from '../../features/discovery/useSuggestedMembers';
import { Heading } from '../layout';

const Strip = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  list-style: none;
  overflow-x: auto;
`;

const Person = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: none;
  width: 72px;
  color: inherit;
  text-decoration: none;
  font-size: ${({ theme }) => theme.text.caption.size};
  span:last-child {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export default function SuggestedMembers() {
  const { t } = useDiscoverTexts();
  const { members } = useSuggestedMembers();
  if (!members || members.length === 0) return null;
  return (
    <section aria-label={t('discover.suggested')}>
      <Heading level={2}>{t('discover.suggested')}</Heading>
      <Strip>
        {members.map((member) => (
          <li key={member.id}>
            <Person to={mobilePaths.profile(Number(member.id))}>
              <Avatar
                src={member.avatar || null}
                name={member.username}
                size="lg"
                vip={(Number(member.vip) as VipLevel) || 0}
                online={Number(member.is_online) === 1}
              />
              <span aria-hidden="true">{member.username}</span>
            </Person>
          </li>
        ))}
      </Strip>
    </section>
  );
}
