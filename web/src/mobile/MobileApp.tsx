/**
 * The mobile layout (/m/*): its providers and the signed-out routes. Every screen but the login
 * screen (part of this chunk) is its own lazily loaded chunk, and the signed-in routes (/m/home/*,
 * HomeRoutes) are one more: the login screen loads neither their table nor the shell's live
 * connection and start-up loads. Nothing here imports desktop or admin code.
 */
import { lazy, Suspense, use, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { LoggedOutOnly, RequireLogin } from '../app/guards';
import { getSession } from '../app/session';
import { i18n, localeReady } from '../app/i18n';
import { Loading, titledScreen as screen } from '../app/routeElements';
import { mobilePaths } from '../app/paths';
// Part of the layout's chunk: a visitor's first screen without one more round trip (a returning
// member has it cached; it is small next to the form components every screen shares).
import Login from './account/Login';

const Register = lazy(() => import('./account/Register'));
const ForgotPassword = lazy(() => import('./account/ForgotPassword'));
const Agreement = lazy(() => import('./account/Agreement'));
const HomeRoutes = lazy(() => import('./HomeRoutes'));

// A signed-in member opening a /m/home address: the signed-in routes and the screen start loading
// now, beside the stored language's texts, not one after the other once each has rendered.
// (The table is its own small chunk: a visitor's login screen does not carry it.)
if (getSession())
  void import('./firstScreens').then((screens) => screens.preloadMobileScreen(window.location.pathname));

const loggedOut = (node: ReactNode) => <LoggedOutOnly area="m">{node}</LoggedOutOnly>;

function Invitation() {
  return <Register invitation />;
}

export function MobileRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={mobilePaths.home} replace />} />
      <Route path="login" element={screen('title.login', Login, loggedOut)} />
      <Route path="Register" element={screen('title.register', Register, loggedOut)} />
      <Route path="Forgotpassword" element={screen('title.forgot', ForgotPassword, loggedOut)} />
      <Route path="agreement" element={screen('title.agreement', Agreement, loggedOut)} />
      <Route path="regist/:code" element={screen('title.invitation', Invitation, loggedOut)} />
      <Route
        path="home/*"
        element={
          <RequireLogin area="m">
            <Suspense fallback={<Loading />}>
              <HomeRoutes />
            </Suspense>
          </RequireLogin>
        }
      />
      <Route path="*" element={<Navigate to={mobilePaths.home} replace />} />
    </Routes>
  );
}

export default function MobileApp() {
  // The stored language's texts arrive before the first screen (Root's Suspense waits).
  use(localeReady);
  return (
    <AppProviders i18n={i18n} theme="mobile">
      <MobileRoutes />
    </AppProviders>
  );
}
