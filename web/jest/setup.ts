import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { reloadSession } from '../src/app/session';
import { registerLocale } from '../src/app/i18n';
import { loadMessages } from '../src/app/ui';
import { en } from '../src/app/i18n/en';
import { zhcn } from '../src/app/i18n/zhcn';

// The app loads en and zhcn on demand; tests render in any language at once.
registerLocale('en', en);
registerLocale('zhcn', zhcn);
// The design system's own texts of those languages too.
beforeAll(() => Promise.all([loadMessages('en'), loadMessages('zhcn')]));

// Screens load lazily: on a busy 2-core CI machine the first chunk can take longer than the 1 s default
// (over 5 s while the browser tests run beside it).
configure({ asyncUtilTimeout: 15_000 });

// Unmount first: signing out a tree that is still mounted re-renders it outside act().
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  reloadSession();
});
