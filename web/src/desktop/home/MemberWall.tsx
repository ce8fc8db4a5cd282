/**
 * The home page's coverflow wall: the members suggested to the member (/member/discover/suggested,
 * docs/discovery.md), those with a picture first; without suggestions the members with a picture
 * (/member/index/memberwall), then the newest members. A member without a picture shows the
 * coverflow's initial cover. The middle one opens a profile.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isOk } from '../../app/api';
import { desktopPaths } from '../../app/paths';
import { Coverflow, type CoverflowMember } from '../../app/ui';
import { loadSuggested } from '../../features/discovery/discoveryApi';
import { loadLatestMembers, loadMemberWall, type MemberItem } from '../../features/member/memberApi';
import { toSummary } from '../../features/member/useMemberList';

/**
 * The wall's height while it loads (the coverflow's padding, its 260 px stage and the arrows), so that
 * the columns below do not jump down when it arrives (Lighthouse measured a layout shift of 0.23).
 */
const Reserved = styled.div`
  min-height: calc(
    2 * ${({ theme }) => theme.space.xl} + 260px + ${({ theme }) => theme.space.md} +
      ${({ theme }) => theme.control.touchTarget}
  );
`;

/** Members with a picture first, each group in the order it came (the suggestion's rank). */
const pictured = (members: MemberItem[]) => [...members.filter((m) => m.avatar), ...members.filter((m) => !m.avatar)];

export function MemberWall() {
  const navigate = useNavigate();
  // null while loading.
  const [members, setMembers] = useState<CoverflowMember[] | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const suggested = await loadSuggested(1).catch(() => null);
      let list: MemberItem[] = suggested && isOk(suggested) && suggested.data ? pictured(suggested.data.data) : [];
      if (list.length === 0) {
        const wall = await loadMemberWall();
        list = isOk(wall) && Array.isArray(wall.data) ? wall.data : [];
      }
      if (list.length === 0) {
        const latest = await loadLatestMembers();
        list = isOk(latest) && Array.isArray(latest.data) ? latest.data : [];
      }
      if (live) setMembers(list.map(toSummary));
    })();

    return () => {
      live = false;
    };
  }, []);
  if (members === null) return <Reserved aria-hidden />;
  if (members.length === 0) return null;
  return (
    <Coverflow
      members={members}
      defaultIndex={Math.floor(members.length / 2)}
      onSelect={(member: CoverflowMember) => navigate(desktopPaths.userDetail(member.id))}
    />
  );
}
