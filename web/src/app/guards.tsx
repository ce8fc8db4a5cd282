/**
 * Route guards (docs/product.md section 2): login-only, logged-out-only and permission checks, and the page
 * title of each route from its title key.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from './i18n/react';
import { useAuthorities, type Authority } from './authority';
import { useSession } from './session';
import { useToast } from './toast';
import type { Terminal } from './terminal';
import { desktopPaths, mobilePaths } from './paths';

export const loginRoute: Record<Terminal, string> = { m: mobilePaths.login, w: desktopPaths.login };
// The landing screen itself, not /m/home or /w/home: a sign-in moves twice (this guard's redirect and
// the form's own), and a second move to /m/home while the first one's redirect to the screen below is
// still loading leaves the shell at /m/home with no screen (the redirect has already run there).
export const homeRoute: Record<Terminal, string> = { m: mobilePaths.index, w: desktopPaths.index };

/** Needs a signed-in member; otherwise the login route of the same area. */
export function RequireLogin({ area, children }: { area: Terminal; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginRoute[area]} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/** For signed-out visitors only; a signed-in member goes to the home route. */
export function LoggedOutOnly({ area, children }: { area: Terminal; children: ReactNode }) {
  const session = useSession();
  if (session) return <Navigate to={homeRoute[area]} replace />;
  return <>{children}</>;
}

/** Needs an authority flag; otherwise "no permission!" (`message`: the layout's own text key) and back to /. */
export function RequirePermission({
  authority,
  message = 'guard.noPermission',
  children,
}: {
  authority: Authority;
  message?: string;
  children: ReactNode;
}) {
  const flags = useAuthorities();
  const toast = useToast();
  const { t } = useTranslation();
  const allowed = flags[authority];
  const told = useRef(false);
  useEffect(() => {
    if (!allowed && !told.current) {
      told.current = true;
      toast.show({ message: t(message), tone: 'danger' });
    }
  }, [allowed, toast, t, message]);
  if (!allowed) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** Sets the document title from a title key (or the default title) after each navigation. */
export function usePageTitle(titleKey?: string): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const name = t('app.name');
    const title = titleKey && i18n.exists(titleKey) ? t(titleKey) : t('title.default');
    document.title = title === name ? name : `${title} - ${name}`;
  }, [titleKey, t, i18n, i18n.language]);
}

/** A route element with its title. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <>{children}</>;
}
