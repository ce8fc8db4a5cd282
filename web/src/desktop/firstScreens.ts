/**
 * The chunks of the signed-in desktop screens a member most often lands on (a reload, a link), shared
 * by the route table (HomeRoutes) and the preload the layout (DesktopApp) starts for a signed-in member,
 * so that they load together with the layout instead of one after the other. A member's page starts
 * its member call here too, beside its code (app/earlyAnswers.ts).
 */
import { startMemberDetail } from '../features/member/memberApi';
import { startMemberTrends } from '../features/trend/trends';

export const loadHomeRoutes = () => import('./HomeRoutes');
export const loadHomeIndex = () => import('./home/HomeIndex');
export const loadUserIndex = () => import('./profile/UserIndex');
export const loadUserDetail = () => import('./profile/UserDetail');
export const loadMemberList = () => import('./member/MemberList');
export const loadChatPage = () => import('./chat/ChatPage');

function startMember(userid: string | undefined): void {
  const id = Number(userid);
  if (!Number.isInteger(id) || id <= 0) return;
  void startMemberDetail(id);
  startMemberTrends(id);
}

const screens: Array<[RegExp, () => Promise<unknown>, ((match: RegExpExecArray) => void)?]> = [
  [/^\/w\/home\/?(index)?$/i, loadHomeIndex],
  [/^\/w\/home\/user\/index$/i, loadUserIndex],
  [/^\/w\/home\/user\/detail\/([^/]+)$/i, loadUserDetail, (match) => startMember(match[1])],
  [/^\/w\/home\/member(\/(online|latest|search))?$/i, loadMemberList],
  [/^\/w\/home\/chat$/i, loadChatPage],
];

/** Starts loading the signed-in routes, the screen of `pathname` and its first call, if it is one of them. */
export function preloadDesktopScreen(pathname: string): void {
  if (!/^\/w\/home(\/|$)/i.test(pathname)) return;
  void loadHomeRoutes();
  for (const [pattern, load, start] of screens) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    void load();
    start?.(match);
    return;
  }
}
