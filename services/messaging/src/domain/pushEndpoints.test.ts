import { BROWSER_PUSH_HOSTS, isPublicAddress, parsePushHosts, pushEndpointRefusal } from './pushEndpoints';

describe('push endpoints', () => {
  const refusal = (url: string, allowed = BROWSER_PUSH_HOSTS) => pushEndpointRefusal(url, allowed);

  it("keeps the browsers' push services", () => {
    expect(refusal('https://fcm.googleapis.com/fcm/send/abc')).toBe('');
    expect(refusal('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe('');
    expect(refusal('https://wns2-by3p.notify.windows.com/w/?token=abc')).toBe('');
    expect(refusal('https://web.push.apple.com/QGx')).toBe('');
    expect(refusal('https://api.push.apple.com/3/device/x')).toBe('');
  });

  it('refuses plain http, addresses, other ports, unknown and look-alike hosts', () => {
    expect(refusal('http://fcm.googleapis.com/fcm/send/abc')).toBe('not_https');
    expect(refusal('https://127.0.0.1/push')).toBe('host_not_allowed');
    expect(refusal('https://10.0.0.8/push')).toBe('host_not_allowed');
    expect(refusal('https://[::1]/push')).toBe('host_not_allowed');
    expect(refusal('https://localhost/push')).toBe('host_not_allowed');
    expect(refusal('https://kubernetes.default.svc/api')).toBe('host_not_allowed');
    expect(refusal('https://fcm.googleapis.com:6443/x')).toBe('host_not_allowed');
    expect(refusal('https://evilnotify.windows.com/x')).toBe('host_not_allowed');
    expect(refusal('https://notify.windows.com.evil.example/x')).toBe('host_not_allowed');
    expect(refusal('https://user:pw@fcm.googleapis.com/x')).toBe('invalid');
    expect(refusal('not a url')).toBe('invalid');
  });

  it('lets an address through only when the list names it with its port', () => {
    const allowed = parsePushHosts('127.0.0.1:8443');
    expect(refusal('https://127.0.0.1:8443/push/1', allowed)).toBe('');
    expect(refusal('https://127.0.0.1:8444/push/1', allowed)).toBe('host_not_allowed');
    expect(refusal('https://fcm.googleapis.com/x', allowed)).toBe('host_not_allowed');
    expect(parsePushHosts('')).toEqual(BROWSER_PUSH_HOSTS);
  });

  it('tells public addresses from loopback, private, link-local and mapped ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    for (const address of ['142.250.185.10', '17.253.144.10', '2a00:1450:4001:80b::200a'])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });
});
