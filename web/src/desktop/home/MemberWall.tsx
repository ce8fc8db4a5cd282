/** The home page's coverflow wall of member avatars (/member/index/memberwall); the middle one opens a profile. */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOk } from '../../app/api';
import { desktopPaths } from '../../app/paths';
import { Coverflow, type CoverflowMember } from '../../app/ui';
import { loadMemberWall } from '../../features/member/memberApi';
import { toSummary } from '../../features/member/useMemberList';

export function MemberWall() {
  const navigate = useNavigate();
  const [members, setMembers] = useState<CoverflowMember[]>([]);
  useEffect(() => {
    let live = true;
    void loadMemberWall().then((answer) => {
      if (live && isOk(answer) && Array.isArray(answer.data))
        setMembers(answer.data.map(toSummary));
    });
    return () => {
      live = false;
    };
  }, []);
  if (members.length === 0) return null;
  return (
    <Coverflow
      members={members}
      defaultIndex={Math.floor(members.length / 2)}
      onSelect={(member: CoverflowMember) => navigate(desktopPaths.userDetail(member.id))}
    />
  );
}
