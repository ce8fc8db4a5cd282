import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { setAuthorities, noAuthorities } from './authority';
import { RequirePermission, Titled } from './guards';
import { createI18n } from './i18n';

function app(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders i18n={createI18n('en')} theme="mobile">
        <Routes>
          <Route path="/" element={<Titled title="title.home">home page</Titled>} />
          <Route
            path="/profile"
            element={
              <RequirePermission authority="View_profiles">
                <Titled title="title.members">profile page</Titled>
              </RequirePermission>
            }
          />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

it('without the authority: "no permission!" and back to /', async () => {
  app('/profile');
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(screen.getByText('no permission!')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Home - Kindred'));
});

it('with the authority: the page and its title', async () => {
  setAuthorities({ ...noAuthorities(), View_profiles: true });
  app('/profile');
  expect(await screen.findByText('profile page')).toBeInTheDocument();
  expect(screen.queryByText('no permission!')).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Members - Kindred'));
});
