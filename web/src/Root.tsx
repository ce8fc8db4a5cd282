/**
 * Top-level routes: / and /regist/{code} by terminal, /invitation/{code}, /data-export, and the
 * layouts, each loaded lazily so that the mobile layout never loads desktop or admin code and the
 * reverse. A further layout (the staff console) adds its own lazy route here.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useSession } from './app/session';
import { currentTerminal } from './app/terminal';

const MobileApp = lazy(() => import('./mobile/MobileApp'));
const DesktopApp = lazy(() => import('./desktop/DesktopApp'));
const AdminApp = lazy(() => import('./admin/AdminApp'));
const ExportLink = lazy(() => import('./ExportLink'));

export function TerminalRedirect() {
  return <Navigate to={`/${currentTerminal()}`} replace />;
}

export function InvitationRedirect() {
  const { code = '' } = useParams();
  return <Navigate to={`/${currentTerminal()}/regist/${encodeURIComponent(code)}`} replace />;
}

/** /invitation/{code}: open to anyone; a signed-in member goes home, a visitor to registration. */
export function InvitationLink() {
  const session = useSession();
  if (session) return <Navigate to={`/${currentTerminal()}/home`} replace />;
  return <InvitationRedirect />;
}

export function Root() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<TerminalRedirect />} />
        <Route path="/regist/:code" element={<InvitationRedirect />} />
        <Route path="/invitation/:code" element={<InvitationLink />} />
        <Route path="/data-export" element={<ExportLink />} />
        <Route path="/m/*" element={<MobileApp />} />
        <Route path="/w/*" element={<DesktopApp />} />
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>
    </Suspense>
  );
}
