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

const HomeIndex = lazy(() => import('./home/HomeIndex'));
const UserIndex = lazy(() => import('./user/UserIndex'));
const UserEdit = lazy(() => import('./user/UserEdit'));
const UserGeneral = lazy(() => import('./user/UserGeneral'));
const UserNotification = lazy(() => import('./user/UserNotification'));
const UserDetail = lazy(() => import('./user/UserDetail'));
const MemberData = lazy(() => import('./user/MemberData'));
const PhotoPage = lazy(() => import('./photo/PhotoPage'));
const MemberList = lazy(() => import('./member/MemberList'));

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
        <Route path="user/data" element={screen('memberData.title', MemberData)} />
        <Route path="user/detail/:id" element={screen('detail', UserDetail, needs('View_profiles'))} />
        <Route path="photo/:id" element={screen('photo', PhotoPage, needs('View_photo'))} />
        <Route path="member" element={<Navigate to={desktopPaths.memberOnline} replace />} />
        <Route path="member/online" element={screen('online', MemberList)} />
        <Route path="member/latest" element={screen('latest', MemberList)} />
        <Route path="member/search" element={screen('search', MemberList, needs('Search_users'))} />
        <Route path="*" element={<Navigate to={desktopPaths.index} replace />} />
      </Route>
    </Routes>
  );
}
