/**
 * Member lists and one member (services/edge/src/routes/user.ts and social.ts): the paged list (vip 0 sees only
 * the first page), online and newest lists, search, the profile and follow.
 */
import { post } from '../../app/api';
import { startEarly, takeEarly } from '../../app/earlyAnswers';
import type { MemberDetailRecord } from './members';

/** A member row as the list calls answer it. */
export interface MemberItem {
  id: number;
  username: string;
  avatar: string;
  vip: number;
  is_online: number;
  is_like?: number;
  sex: number;
  birthday: number;
  /** Seconds; shown for offline members only. */
  last_login_time?: number;
  /** 1 when staff verified the member: the VerifiedBadge follows the name. */
  verified?: number;
}

export interface UserListPage {
  data: MemberItem[];
  user: { vip: number };
  current_page?: number;
  last_page: number;
}

export const SEARCH_DELAY_MS = 500;

const memberPage = (page: number) => () => post<UserListPage>('/member/index/userlist', { page });

/** Page 1 may have been started with the home screen's chunk (mobile/firstScreens.ts). */
export function loadMemberPage(page: number) {
  return page === 1 ? takeEarly('userlist 1', memberPage(1)) : memberPage(page)();
}

export function startFirstMemberPage() {
  return startEarly('userlist 1', memberPage(1));
}

export function loadOnlineMembers() {
  return post<MemberItem[]>('/member/index/onlinelist');
}

export function loadLatestMembers() {
  return post<MemberItem[]>('/member/index/new_opposite_sex');
}

export function searchMembers(username: string, signal?: AbortSignal) {
  return post<MemberItem[]>('/member/index/search_opposite_sex', { username }, { signal });
}

const memberDetail =
  <T>(id: number) =>
  () =>
    post<T>('/member/index/userdetail', { id });

/** /member/index/userdetail (needs View_profiles); may have been started with the profile's chunk. */
export function loadMemberDetail<T = MemberDetailRecord>(id: number) {
  return takeEarly(`userdetail ${id}`, memberDetail<T>(id));
}

export function startMemberDetail(id: number) {
  return startEarly(`userdetail ${id}`, memberDetail<MemberDetailRecord>(id));
}

/** /member/like/like toggles following; the answer carries the new is_like. */
export function toggleFollow(id: number) {
  return post<{ is_like: number }>('/member/like/like', { target_id: id });
}

/** The paged list as a member-list loader (latest members first). */
export async function latestMembersPage(page: number) {
  const answer = await loadMemberPage(page);
  return {
    ...answer,
    data: answer.data
      ? { members: answer.data.data ?? [], lastPage: Number(answer.data.last_page) || 1, vip: answer.data.user?.vip }
      : null,
  };
}

/** The members online now, one page. */
export async function onlineMembersPage() {
  const answer = await loadOnlineMembers();
  return { ...answer, data: Array.isArray(answer.data) ? { members: answer.data, lastPage: 1 } : null };
}

/** /member/index/memberwall: the avatars of the desktop home's coverflow wall. */
export function loadMemberWall() {
  return post<MemberItem[]>('/member/index/memberwall');
}
