/**
 * The chunks of the signed-in mobile screens a member most often lands on (a reload, a link, the
 * installed app's start address), shared by the route table (HomeRoutes) and the preload the layout
 * (MobileApp) starts for a signed-in member, so that they load together with the layout instead of one
 * after the other. A screen's own first call (and the profile's first background picture) starts here
 * too, beside its code (app/earlyAnswers.ts).
 */
import { preloadPicture } from '../app/preloadPicture';
import { getSession } from '../app/session';
import { startFirstMemberPage, startMemberDetail } from '../features/member/memberApi';
import { startMemberTrends } from '../features/trend/trends';

export const loadHomeRoutes = () => import('./HomeRoutes');
export const loadMemberIndex = () => import('./home/MemberIndex');
export const loadTrendList = () => import('./trend/TrendList');
export const loadMyIndex = () => import('./profile/MyIndex');
export const loadMemberProfile = () => import('./profile/MemberProfile');
export const loadChatList = () => import('./chat/ChatListScreen');
export const loadChatIndex = () => import('./chat/ChatIndex');

function startProfile(userid: string | undefined): void {
  const id = Number(userid);
  if (!Number.isInteger(id) || id <= 0) return;
  // Only the newsfeed tab lists the posts, and one's own page lists them with my_trend.
  const tab = new URLSearchParams(window.location.search).get('type');
  if ((tab === null || tab === '1') && getSession()?.id !== id) startMemberTrends(id);
  void startMemberDetail(id).then((answer) => {
    if (answer.status === 200) preloadPicture(answer.data?.backphotos?.find(Boolean));
  });
}

const screens: Array<[RegExp, () => Promise<unknown>, ((match: RegExpExecArray) => void)?]> = [
  [/^\/m\/home\/?(index)?$/i, loadMemberIndex, () => void startFirstMemberPage()],
  [/^\/m\/home\/trend(\/list)?$/i, loadTrendList],
  [/^\/m\/home\/my\/index$/i, loadMyIndex],
  [/^\/m\/home\/my\/newsfeed\/([^/]+)$/i, loadMemberProfile, (match) => startProfile(match[1])],
  [/^\/m\/home\/chat(\/list)?$/i, loadChatList],
  [/^\/m\/home\/chat\/index$/i, loadChatIndex],
];

/**
 * Starts the first call of the screen of `pathname` if it is one of them, then the signed-in routes and
 * the screen's chunk. The call goes first and the chunks a task later: over HTTP/1.1 the browser sends
 * six requests at a time in the order they are made, and a fetch starts a little after the call while
 * a chunk's preload starts at once; made together, the call (and the profile's picture after it)
 * waited behind the dozens of files of the routes and the screen.
 */
export function preloadMobileScreen(pathname: string): void {
  if (!/^\/m\/home(\/|$)/i.test(pathname)) return;
  const screen = screens.find(([pattern]) => pattern.test(pathname));
  const match = screen?.[0].exec(pathname);
  if (screen && match) screen[2]?.(match);
  setTimeout(() => {
    void loadHomeRoutes();
    if (screen) void screen[1]();
  }, 0);
}
