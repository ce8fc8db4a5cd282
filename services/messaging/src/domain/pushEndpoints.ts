import dns from 'node:dns';
import net from 'node:net';

/**
 * Where a push subscription may point (docs/notifications.md). A browser's subscription names its
 * vendor's push service; anything else is a member asking the notifier to POST wherever they like
 * (blind SSRF). Only https to a host of this list is kept and pushed to.
 */
export const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

/**
 * Allow-list entries: `host`, `*.domain` (any host under it, never an address) or `host:port`.
 * An address entry (`127.0.0.1:8443`) is an operator's explicit choice for a local push service
 * stand-in: tests and development only.
 */
export function parsePushHosts(text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return BROWSER_PUSH_HOSTS;
  return text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/** Addresses the notifier never reaches: loopback, private, link-local (cloud metadata), shared, multicast. */
const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's host without IPv6 brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function listedExactly(url: URL, allowed: string[]): boolean {
  const port = url.port || '443';
  return allowed.includes(`${url.hostname}:${port}`) || (port === '443' && allowed.includes(url.hostname));
}

/**
 * Why this endpoint is refused ('' when it may be kept): `invalid` (not a URL, too long, with
 * credentials), `not_https`, `host_not_allowed` (not on the list, or an address the list does not
 * name exactly).
 */
export function pushEndpointRefusal(
  text: string,
  allowed: string[],
): '' | 'invalid' | 'not_https' | 'host_not_allowed' {
  if (text.length > 1024) return 'invalid';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'invalid';
  if (url.protocol !== 'https:') return 'not_https';
  if (listedExactly(url, allowed)) return '';
  // Addresses are never matched by a domain pattern: only an exact entry lets one through.
  if (net.isIP(bareHost(url))) return 'host_not_allowed';
  // The push services answer on 443, and the notifier's egress allows no other port.
  if (url.port && url.port !== '443') return 'host_not_allowed';
  const host = url.hostname;
  const underPattern = allowed.some(
    (entry) => entry.startsWith('*.') && host.endsWith(entry.slice(1)) && host.length > entry.length - 1,
  );
  return underPattern ? '' : 'host_not_allowed';
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the push agent: a listed name that resolves to a private or loopback address (DNS
 * pointed at the cluster) is refused at connect time, so a check before the send cannot be raced.
 */
export function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      const error: NodeJS.ErrnoException = new Error('push service resolves to a non-public address');
      error.code = 'EPUSHADDRESS';
      return callback(error, '');
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
