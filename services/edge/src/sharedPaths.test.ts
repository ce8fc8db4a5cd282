import Router from '@koa/router';
import { refuseSharedPaths } from './sharedPaths';

describe('refuseSharedPaths', () => {
  const api = ['/member/index/userinfo', '/member/data/export'];

  it('accepts routers whose POSTs are elsewhere and GETs on API paths', () => {
    const router = new Router();
    router.post('/pay/callback/:provider', () => undefined);
    router.get('/member/data/export/:token', () => undefined);
    router.get('/member/index/userinfo', () => undefined);
    expect(() => refuseSharedPaths(api, [router])).not.toThrow();
  });

  it('refuses a router that answers POST on an API path, by pattern too', () => {
    const exact = new Router();
    exact.post('/member/index/userinfo', () => undefined);
    expect(() => refuseSharedPaths(api, [exact])).toThrow('answers POST /member/index/userinfo');
    const pattern = new Router();
    pattern.all('/member/data/:anything', () => undefined);
    expect(() => refuseSharedPaths(api, [new Router(), pattern])).toThrow('answers POST /member/data/export');
  });
});
