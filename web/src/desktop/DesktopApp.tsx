/**
 * The desktop layout (/w/*): its providers, the public pages and the info pages. Every screen but the
 * login page (part of this chunk) is its own lazily loaded chunk, and the signed-in routes
 * (/w/home/*, HomeRoutes) are one more, so the login page loads neither their table nor the shell's
 * live connection. Nothing here imports mobile or admin code.
 */
import { lazy, Suspense, use, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { LoggedOutOnly, RequireLogin } from '../app/guards';
import { getSession } from '../app/session';
import { i18n, localeReady, storedLocale } from '../app/i18n';
import { desktopPaths } from '../app/paths';
import { PublicHeader } from './PublicHeader';
import { Loading, screen } from './routeElements';
import { addDesktopTexts } from './texts';
// Part of the layout's chunk: a visitor's first screen without one more round trip (a returning
// member has it cached; it is small next to the form components every screen shares).
import Login from './account/Login';

const Register = lazy(() => import('./account/Register'));
const ForgotPassword = lazy(() => import('./account/ForgotPassword'));
const InfoPage = lazy(() => import('./info/InfoPage'));
const HomeRoutes = lazy(() => import('./HomeRoutes'));

// A signed-in member opening a /w/home address: the signed-in routes and the screen start loading
// now, beside the stored language's texts, not one after the other once each has rendered.
// (The table is its own small chunk: a visitor's login screen does not carry it.)
if (getSession())
  void import('./firstScreens').then((screens) => screens.preloadDesktopScreen(window.location.pathname));

/** The desktop texts of the stored language, once the app's own texts are there. */
const desktopTextsReady = localeReady.then(() => addDesktopTexts(i18n, storedLocale()));

const loggedOut = (node: ReactNode) => <LoggedOutOnly area="w">{node}</LoggedOutOnly>;

function Invitation() {
  return <Register invitation />;
}

/** Public pages: the top menu with sign in / sign up above the page. */
function PublicFrame() {
  return (
    <>
      <PublicHeader />
      <Outlet />
    </>
  );
}

export function DesktopRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={desktopPaths.home} replace />} />
      <Route element={<PublicFrame />}>
        <Route path="login" element={screen('signin', Login, loggedOut)} />
        <Route path="regist" element={screen('signup', Register, loggedOut)} />
        <Route path="regist/:code" element={screen('signup', Invitation, loggedOut)} />
        <Route path="forgot-password" element={screen('forgot', ForgotPassword, loggedOut)} />
        <Route path="info" element={<Navigate to={desktopPaths.infoPage('about-us')} replace />} />
        <Route path="info/:page" element={screen('info', InfoPage)} />
      </Route>
      <Route
        path="home/*"
        element={
          <RequireLogin area="w">
            <Suspense fallback={<Loading />}>
              <HomeRoutes />
            </Suspense>
          </RequireLogin>
        }
      />
      <Route path="*" element={<Navigate to={desktopPaths.home} replace />} />
    </Routes>
  );
}

export default function DesktopApp() {
  // The stored language's texts arrive before the first screen (Root's Suspense waits).
  use(desktopTextsReady);
  return (
    <AppProviders i18n={i18n} theme="desktop">
      <DesktopRoutes />
    </AppProviders>
  );
}
