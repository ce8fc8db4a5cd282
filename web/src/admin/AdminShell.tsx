/** The console frame: the section list (admin sections only for admins), language, sign-out, the screen. */
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from '../app/i18n/react';
import { changeLocale } from '../app/i18n';
import { resolveLocale } from '../app/ui';
import { signOutStaff } from '../features/admin/staffSignIn';
import { useStaffSession } from '../features/admin/staffSession';
import { useAdminText } from './useAdminText';
import { Brand, Frame, Main, Side, SideFooter } from './AdminShell.styles';
import { Button, LanguageSwitch } from './ui';

const staffSections = ['review', 'photos', 'risk', 'verification', 'reports', 'service', 'members', 'privacy'] as const;
const adminSections = ['catalogue', 'orders', 'audit', 'staff'] as const;

export default function AdminShell() {
  const { t } = useAdminText();
  const { i18n } = useTranslation();
  const session = useStaffSession();
  const navigate = useNavigate();
  const sections = [...staffSections, ...(session?.role === 'admin' ? adminSections : []), 'security'] as const;
  return (
    <Frame>
      <Side aria-label={t('nav.label')}>
        <Brand>{t('title')}</Brand>
        <NavLink to="/admin" end>
          {t('nav.dashboard')}
        </NavLink>
        {sections.map((section) => (
          <NavLink key={section} to={`/admin/${section}`}>
            {t(`nav.${section}`)}
          </NavLink>
        ))}
        <SideFooter>
          <span>
            {session?.username} · {session?.role}
          </span>
          <LanguageSwitch
            value={resolveLocale(i18n.language)}
            onValueChange={(locale) => void changeLocale(locale, i18n)}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void signOutStaff().then(() => navigate('/admin/login', { replace: true }))}
          >
            {t('nav.signOut')}
          </Button>
        </SideFooter>
      </Side>
      <Main>
        <Outlet />
      </Main>
    </Frame>
  );
}
