import { sessionRecord } from '../testing/fetchStub';
import { clearSession, fromRecord, getSession, setSession, subscribeSession, updateSession } from './session';

it('keeps the spec fields in local storage and clears them on logout, keeping the language', () => {
  window.localStorage.setItem('lang', 'en');
  const seen: Array<string | undefined> = [];
  const off = subscribeSession(() => seen.push(getSession()?.username));
  setSession(fromRecord(sessionRecord({ sex: 1, vip: '2', status: 2 })));
  // The token is the edge's HttpOnly cookie: nothing a script could read keeps it.
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(Object.values({ ...window.localStorage })).not.toContain('tok-alice');
  expect(window.localStorage.getItem('isLogin')).toBe('true');
  expect(getSession()).toMatchObject({ id: 7, gender: 1, vip: 2, status: 2, amount: '12.50', newfeedcount: 3 });
  updateSession({ signature: 'new words' });
  expect(getSession()?.signature).toBe('new words');
  window.sessionStorage.setItem('kindred.pendingOrder', JSON.stringify({ orderId: 'o-1', orderType: 1 }));
  clearSession();
  expect(window.sessionStorage.getItem('kindred.pendingOrder')).toBeNull();
  off();
  expect(getSession()).toBeNull();
  expect(window.localStorage.getItem('username')).toBeNull();
  expect(window.localStorage.getItem('lang')).toBe('en');
  expect(seen).toEqual(['alice', 'alice', undefined]);
});
