/**
 * The signed-in desktop routes under /w/home: each screen a lazy chunk inside the shell. Part 2 of the
 * desktop (chat, message, pay, upgrade, store) adds its routes here.
 */
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequirePermission } from '../app/guards';
import type { Authority } from '../app/authority';
import { desktopPaths } from '../app/paths';
import DeskShell from './DeskShell';
import { screen } from './routeElements';
import { loadChatPage, loadHomeIndex, loadMemberList, loadUserDetail, loadUserIndex } from './firstScreens';

const HomeIndex = lazy(loadHomeIndex);
const UserIndex = lazy(loadUserIndex);
const UserEdit = lazy(() => import('./settings/UserEdit'));
const UserGeneral = lazy(() => import('./settings/UserGeneral'));
const UserNotification = lazy(() => import('./settings/UserNotification'));
const UserDetail = lazy(loadUserDetail);
const UserPrivacy = lazy(() => import('./settings/UserPrivacy'));
const UserSessions = lazy(() => import('./settings/UserSessions'));
const MemberData = lazy(() => import('./settings/MemberData'));
const Verification = lazy(() => import('./verification/Verification'));
const PhotoPage = lazy(() => import('./photo/PhotoPage'));
const MemberList = lazy(loadMemberList);
const ChatPage = lazy(loadChatPage);
const MailPage = lazy(() => import('./mail/MailPage'));
const StoreIndex = lazy(() => import('./gift/StoreIndex'));
const StoreMine = lazy(() => import('./gift/StoreMine'));
const RechargePage = lazy(() => import('./payment/RechargePage'));
const UpgradePage = lazy(() => import('./upgrade/UpgradePage'));
const NoticesPage = lazy(() => import('./notice/NoticesPage'));
const DiscoverSearch = lazy(() => import('./discovery/DiscoverSearch'));
const SafetyCentre = lazy(() => import('./safety/SafetyCentre'));

const needs = (authority: Authority) => (node: ReactNode) => (
  <RequirePermission authority={authority} message="desk.noPermission">
    {node}
  </RequirePermission>
);

export default function HomeRoutes() {
  return (
    <Routes>
      <Route element={<DeskShell />}>
        <Route index element={<Navigate to={desktopPaths.index} replace />} />
        <Route path="index" element={screen('home', HomeIndex)} />
        <Route path="user" element={<Navigate to={desktopPaths.user} replace />} />
        <Route path="user/index" element={screen('user', UserIndex)} />
        <Route path="user/edit" element={screen('edit', UserEdit)} />
        <Route path="user/general" element={screen('general', UserGeneral)} />
        <Route path="user/notification" element={screen('notification', UserNotification)} />
        <Route path="user/privacy" element={screen('privacy', UserPrivacy)} />
        <Route path="user/sessions" element={screen('sessions', UserSessions)} />
        <Route path="user/data" element={screen('memberData.title', MemberData)} />
        <Route path="user/verification" element={screen('verification.title', Verification)} />
        <Route path="user/detail/:id" element={screen('detail', UserDetail, needs('View_profiles'))} />
        <Route path="photo/:id" element={screen('photo', PhotoPage, needs('View_photo'))} />
        <Route path="member" element={<Navigate to={desktopPaths.memberOnline} replace />} />
        <Route path="member/online" element={screen('online', MemberList)} />
        <Route path="member/latest" element={screen('latest', MemberList)} />
        <Route path="member/search" element={screen('search', MemberList, needs('Search_users'))} />
        <Route path="discover" element={screen('search', DiscoverSearch)} />
        <Route path="chat" element={screen('chat', ChatPage)} />
        <Route path="message" element={screen('message', MailPage)} />
        <Route path="store" element={<Navigate to={desktopPaths.store} replace />} />
        <Route path="store/index" element={screen('store', StoreIndex)} />
        <Route path="store/mine" element={screen('storeMine', StoreMine)} />
        <Route path="pay" element={screen('pay', RechargePage)} />
        <Route path="upgrade" element={screen('upgrade', UpgradePage)} />
        <Route path="notice" element={screen('notices', NoticesPage)} />
        <Route path="safety" element={screen('safetyCentre.title', SafetyCentre)} />
        <Route path="*" element={<Navigate to={desktopPaths.index} replace />} />
      </Route>
    </Routes>
  );
}
