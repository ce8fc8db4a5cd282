import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { reloadSession } from '../src/app/session';

// Screens load lazily: on a busy 2-core CI machine the first chunk can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  window.localStorage.clear();
  reloadSession();
});
