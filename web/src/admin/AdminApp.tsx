/**
 * The staff console (/admin/*): its providers, sign-in and the screens behind the staff guard. Each
 * screen is its own lazily loaded chunk; members never load any of this (Root loads it lazily).
 */
import { lazy, Suspense, use, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { i18n, localeReady } from '../app/i18n';
import { useStaffSession } from '../features/admin/staffSession';
import { addAdminTexts } from './i18n';
import { LoadingOverlay } from './ui';
import Login from './screens/Login';

const AdminShell = lazy(() => import('./AdminShell'));
const Dashboard = lazy(() => import('./screens/Dashboard'));
const ReviewQueue = lazy(() => import('./screens/ReviewQueue'));
const PhotoQueue = lazy(() => import('./screens/PhotoQueue'));
const RiskQueue = lazy(() => import('./screens/RiskQueue'));
const VerificationQueue = lazy(() => import('./screens/VerificationQueue'));
const Reports = lazy(() => import('./screens/Reports'));
const ReportCase = lazy(() => import('./screens/ReportCase'));
const CustomerService = lazy(() => import('./screens/CustomerService'));
const Members = lazy(() => import('./screens/Members'));
const MemberDetail = lazy(() => import('./screens/MemberDetail'));
const Catalogue = lazy(() => import('./screens/Catalogue'));
const Orders = lazy(() => import('./screens/Orders'));
const AuditLog = lazy(() => import('./screens/AuditLog'));
const TwoFactor = lazy(() => import('./screens/TwoFactor'));
const StaffAccounts = lazy(() => import('./screens/StaffAccounts'));
const Privacy = lazy(() => import('./screens/Privacy'));

addAdminTexts(i18n);

function RequireStaff({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const session = useStaffSession();
  const location = useLocation();
  if (!session) return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  // With STAFF_2FA=required every other call refuses an account without two-factor: enrol first.
  if (session.totpRequired && !session.totpEnabled && location.pathname !== '/admin/security')
    return <Navigate to="/admin/security" replace />;
  if (admin && session.role !== 'admin') return <Navigate to="/admin" replace />;
  return <>{children}</>;
}

const loading = <LoadingOverlay open />;
const page = (node: ReactNode, admin = false) => (
  <RequireStaff admin={admin}>
    <Suspense fallback={loading}>{node}</Suspense>
  </RequireStaff>
);

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="login" element={<Login />} />
      <Route element={page(<AdminShell />)}>
        <Route index element={page(<Dashboard />)} />
        <Route path="review" element={page(<ReviewQueue />)} />
        <Route path="photos" element={page(<PhotoQueue />)} />
        <Route path="risk" element={page(<RiskQueue />)} />
        <Route path="verification" element={page(<VerificationQueue />)} />
        <Route path="reports" element={page(<Reports />)} />
        <Route path="reports/:id" element={page(<ReportCase />)} />
        <Route path="service" element={page(<CustomerService />)} />
        <Route path="members" element={page(<Members />)} />
        <Route path="members/:id" element={page(<MemberDetail />)} />
        <Route path="security" element={page(<TwoFactor />)} />
        <Route path="privacy" element={page(<Privacy />)} />
        <Route path="catalogue" element={page(<Catalogue />, true)} />
        <Route path="orders" element={page(<Orders />, true)} />
        <Route path="audit" element={page(<AuditLog />, true)} />
        <Route path="staff" element={page(<StaffAccounts />, true)} />
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}

export default function AdminApp() {
  use(localeReady);
  return (
    <AppProviders i18n={i18n} theme="desktop" layout="admin">
      <AdminRoutes />
    </AppProviders>
  );
}
