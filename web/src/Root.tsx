/**
 * Top-level routes: / and /regist/{code} by terminal, and the layouts, each loaded lazily so that the
 * mobile layout never loads desktop or admin code.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { currentTerminal } from './app/terminal';

const MobileApp = lazy(() => import('./mobile/MobileApp'));
const AdminApp = lazy(() => import('./admin/AdminApp'));

export function TerminalRedirect() {
  return <Navigate to={`/${currentTerminal()}`} replace />;
}

export function InvitationRedirect() {
  const { code = '' } = useParams();
  return <Navigate to={`/${currentTerminal()}/regist/${encodeURIComponent(code)}`} replace />;
}

export function Root() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<TerminalRedirect />} />
        <Route path="/regist/:code" element={<InvitationRedirect />} />
        <Route path="/m/*" element={<MobileApp />} />
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>
    </Suspense>
  );
}
