import '@testing-library/jest-dom';
import { reloadSession } from '../src/app/session';

afterEach(() => {
  window.localStorage.clear();
  reloadSession();
});
