/**
 * A member list for the list screens: loads page by page up to last_page (a one-page list has no
 * more), follows and unfollows in place (is_like after the call), and answers whether the viewer may
 * page on (the server gives vip 0 the first page only).
 */
import { useCallback, useEffect, useState } from 'react';
import { isOk, type Envelope } from '../../app/api';
import { toggleFollow, type MemberItem } from './memberApi';
import type { MemberSummary } from '../../app/ui';

export interface MemberPageAnswer {
  members: MemberItem[];
  lastPage: number;
  /** The viewer's vip as the list call saw it (paged lists only). */
  vip?: number;
}
export type MemberPageLoader = (page: number) => Promise<Envelope<MemberPageAnswer | null>>;

export function toSummary(member: MemberItem): MemberSummary {
  return {
    id: Number(member.id),
    username: member.username,
    avatar: member.avatar || null,
    vip: Math.min(2, Math.max(0, Number(member.vip) || 0)) as 0 | 1 | 2,
    is_online: Number(member.is_online) === 1 ? 1 : 0,
    is_like: Number(member.is_like) === 1 ? 1 : 0,
    sex: Number(member.sex) === 1 ? 1 : 0,
    birthday: Number(member.birthday),
    last_login_time: Number(member.last_login_time) || undefined,
    verified: Number(member.verified) === 1 ? 1 : 0,
  };
}

export function useMemberList(load: MemberPageLoader | null) {
  const [members, setMembers] = useState<MemberSummary[]>([]);
  const [page, setPage] = useState(0);
  const [lastPage, setLastPage] = useState(1);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const fetchPage = useCallback(
    async (next: number) => {
      if (!load) return;
      setBusy(true);
      const answer = await load(next);
      setBusy(false);
      setLoaded(true);
      if (!isOk(answer) || !answer.data) {
        setFailed(true);
        return;
      }
      const rows = answer.data.members.map(toSummary);
      setMembers((current) => (next === 1 ? rows : [...current, ...rows]));
      setPage(next);
      setLastPage(answer.data.lastPage);
    },
    [load],
  );

  useEffect(() => {
    setMembers([]);
    setLoaded(false);
    setFailed(false);
    void fetchPage(1);
  }, [fetchPage]);

  const follow = useCallback(async (id: number) => {
    const answer = await toggleFollow(id);
    if (!isOk(answer)) return null;
    const liked = Number(answer.data?.is_like) === 1;
    setMembers((current) => current.map((m) => (m.id === id ? { ...m, is_like: liked ? 1 : 0 } : m)));
    return liked;
  }, []);

  return {
    members,
    loaded,
    busy,
    failed,
    hasMore: page < lastPage,
    more: () => fetchPage(page + 1),
    follow,
  };
}
