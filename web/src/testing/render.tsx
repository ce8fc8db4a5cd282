/** Renders the mobile routes at a path with the real providers, in English. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createI18n } from '../app/i18n';
import { MobileRoutes } from '../mobile/MobileApp';
import type { Locale } from '../app/ui';

/** Shows the current path so that tests can check where a screen went. */
export const visited: string[] = [];

function WhereAmI() {
  const location = useLocation();
  if (visited[visited.length - 1] !== location.pathname) visited.push(location.pathname);
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderMobile(path: string, locale: Locale = 'en') {
  const i18n = createI18n(locale);
  visited.length = 0;
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders i18n={i18n} theme="mobile">
        <Routes>
          <Route path="/m/*" element={<MobileRoutes />} />
          <Route path="*" element={null} />
        </Routes>
        <WhereAmI />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, i18n };
}

export const currentPath = (container: HTMLElement = document.body) =>
  container.querySelector('[data-testid="location"]')?.textContent;
