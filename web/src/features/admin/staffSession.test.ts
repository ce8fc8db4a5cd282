import { getStaffSession, setStaffSession } from './staffSession';

const KEY = 'staff_session';
const staff = { id: 2, username: 'service', role: 'staff' as const, totpEnabled: false, totpRequired: false };

beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
});

it('keeps who is signed in to the console, never a token', () => {
  setStaffSession(staff);
  expect(getStaffSession()).toEqual(staff);
  expect(window.localStorage.getItem(KEY)).not.toMatch(/token/);
});

it('drops a staff session an older console stored with its token: staff sign in again', () => {
  window.localStorage.setItem(KEY, JSON.stringify({ ...staff, token: 'an-old-staff-token' }));
  expect(getStaffSession()).toBeNull();
  expect(window.localStorage.getItem(KEY)).toBeNull();
});
