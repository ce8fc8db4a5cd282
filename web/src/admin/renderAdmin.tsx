/** Renders the console's routes at a path with the real providers, in English (or another language), optionally signed in as staff. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createI18n } from '../app/i18n';
import type { Locale } from '@kindred/design-system/i18n';
import { setStaffSession, type StaffRole } from '../features/admin/staffSession';
import { AdminRoutes } from './AdminApp';
import { addAdminTexts } from './i18n';

function WhereAmI() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function signInAs(role: StaffRole = 'staff') {
  setStaffSession({
    id: role === 'admin' ? 1 : 2,
    username: role,
    role,
    totpEnabled: false,
    totpRequired: false,
  });
}

export function renderAdmin(path: string, locale: Locale = 'en') {
  const i18n = createI18n(locale);
  addAdminTexts(i18n);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders i18n={i18n} theme="desktop" layout="admin">
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Routes>
        <WhereAmI />
      </AppProviders>
    </MemoryRouter>,
  );
}
