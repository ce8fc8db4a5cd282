import { initData, installFetchStub, sessionRecord, type FetchStub } from '../testing/fetchStub';
import { applyAuthorities, flagsFor, getAuthorities, hasAuthority, refreshUserInfo } from './authority';
import { signIn, signOut } from './auth';
import { getSession } from './session';

let server: FetchStub;
beforeEach(() => {
  server = installFetchStub().on('/member/index/initdata', { status: 200, data: initData });
});
afterEach(() => server.restore());

it('sets the flags of the list matching the vip level', () => {
  expect(flagsFor(initData.authority, 0).Search_users).toBe(false);
  expect(flagsFor(initData.authority, 0).View_profiles).toBe(true);
  expect(flagsFor(initData.authority, 1).Search_users).toBe(true);
  expect(flagsFor(initData.authority, 1).Free_use_of_the_translation_function).toBe(false);
  expect(flagsFor(initData.authority, 2).Free_use_of_the_translation_function).toBe(true);
});

it('applies the flags after login and clears them on logout', async () => {
  server.on('/member/index/logout', { status: 200 });
  await signIn(sessionRecord({ vip: 0 }));
  expect(getSession()?.vip).toBe(0);
  expect(hasAuthority('View_profiles')).toBe(true);
  expect(hasAuthority('Search_users')).toBe(false);
  await signOut();
  expect(server.callsTo('/member/index/logout')[0]).toMatchObject({ fields: {}, session: 'member' });
  expect(getSession()).toBeNull();
  expect(getAuthorities().View_profiles).toBe(false);
});

it('re-applies the flags after a userinfo refresh shows a new vip level', async () => {
  await signIn(sessionRecord({ vip: 0 }));
  server.on('/member/index/userinfo', {
    status: 200,
    data: sessionRecord({ vip: 2, token: undefined, amount: '99.00' }),
  });
  expect(await refreshUserInfo()).toBe(true);
  expect(getSession()).toMatchObject({ vip: 2, amount: '99.00', isLogin: true });
  expect(hasAuthority('Free_use_of_the_translation_function')).toBe(true);
});

it('leaves the flags alone when initdata fails', async () => {
  server.on('/member/index/initdata', { status: -503, msg: 'error.unavailable' });
  expect(await applyAuthorities(1)).toBeNull();
  expect(hasAuthority('Search_users')).toBe(false);
});
