import fs from 'node:fs';
import { z } from 'zod';
import { ConfigError, baseConfigShape, env, readConfig } from '@kindred/kit';

const address = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^[\w.-]+:\d+$/, 'host:port expected')
        .optional(),
    );

const readableFile = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((file) => file === undefined || isReadableFile(file), 'readable PEM file expected');

function isReadableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The edge's configuration. A service whose address is unset has no routes (its paths answer 404). */
export function readEdgeConfig(source: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(
    {
      ...baseConfigShape,
      EDGE_PORT: env.port(8080),
      EDGE_HOST: z.string().default('0.0.0.0'),
      /** Public base address of the site, used in mailed links and payment pages. */
      SITE_URL: env.url('http://localhost:8080'),
      /**
       * Certificate chain and private key (PEM) to serve HTTPS with HTTP/2 (HTTP/1.1 too) on EDGE_PORT,
       * on a single machine without an ingress; both or neither. Unset: plain HTTP/1.1.
       */
      EDGE_TLS_CERT_FILE: readableFile(),
      EDGE_TLS_KEY_FILE: readableFile(),
      USER_ADDR: address().default('127.0.0.1:50051'),
      SOCIAL_ADDR: address(),
      MESSAGING_ADDR: address(),
      COMMERCE_ADDR: address(),
      MEDIA_ADDR: address(),
      /** The notifier's VAPID public key, handed to browsers that subscribe to Web Push (docs/notifications.md). */
      VAPID_PUBLIC_KEY: z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'base64url P-256 public key expected')
        .optional(),
      /** Checks the notification mails' one-click unsubscribe links (the notifier signs them). */
      NOTIFY_UNSUBSCRIBE_SECRET: z.string().min(32).optional(),
      /** Chat node (host:port) that /socket upgrades are passed to on a single machine. */
      CHAT_ADDR: address(),
      /** Built web app served at / on a single machine (Ingress serves it in Kubernetes). */
      WEB_DIST: z.string().optional(),
      BODY_LIMIT_KB: z.coerce.number().int().positive().default(64),
      UPLOAD_LIMIT_KB: z.coerce
        .number()
        .int()
        .positive()
        .default(12 * 1024),
      GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
      /**
       * How long the edge keeps an authenticated caller (their token's answer), dropped at once by the
       * user service's announcements (callerCache.ts); 0 asks the user service on every call.
       */
      CALLER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
      CALLER_CACHE_ENTRIES: z.coerce.number().int().positive().default(50_000),
      /**
       * How long the edge keeps a member's balance and newsfeed count for userinfo, their received gifts
       * and their mailbox's first page, dropped at once by commerce's, social's and messaging's
       * announcements (sessionFigures.ts): the bound on what a lost one could leave. Longer than the
       * caller's, so a member's next screen asks only for the caller; 0: not kept.
       */
      SESSION_FIGURES_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
      SESSION_FIGURES_ENTRIES: z.coerce.number().int().positive().default(100_000),
      /** How long the edge keeps the gift catalogue, packages and initdata (hotReads.ts); 0: not kept. */
      HOT_READS_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
      /**
       * How long the edge keeps the follow figures and background photos member lists show, the
       * blocked pairs of profiles, members' photo albums and the pages of their follow lists and
       * blocks, dropped at once by social's and media's announcements
       * (memberFigures.ts); 0 asks them on every page. Long
       * enough to span a member's screens (one every ~30 s): it only bounds an unannounced change.
       */
      MEMBER_FIGURES_MS: z.coerce.number().int().min(0).max(600_000).default(300_000),
      MEMBER_FIGURES_ENTRIES: z.coerce.number().int().positive().default(100_000),
      /**
       * How long the edge keeps members' cards for the follow lists and the newsfeed, dropped at once
       * by the user service's account announcements (memberCards.ts); 0 asks for them on every page.
       * It bounds an unannounced change: a membership that lapses by time shows up to this late.
       */
      MEMBER_CARDS_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
      MEMBER_CARDS_ENTRIES: z.coerce.number().int().positive().default(100_000),
      /**
       * How long the edge keeps the member lists' pages (userlist, new_opposite_sex, memberwall, the
       * name and discovery searches), shared by the viewers of a kind and dropped by the user service's
       * announcements of changes touching them (kept/memberLists.ts); 0 asks the user service on every
       * page. It bounds a lost announcement, and how long a deep page keeps its place while members
       * sign in above it.
       */
      MEMBER_LISTS_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
      MEMBER_LISTS_ENTRIES: z.coerce.number().int().positive().default(20_000),
      /**
       * How late a sign-in, a new member or a card change may show at the top of a kept list: its
       * first page is served for this long after such a change, then asked for again (0: at once).
       */
      MEMBER_LISTS_TOP_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
      /**
       * The same for a discovery search's first pages: a search by sex, ages, place or interests has
       * as many first pages as it has filters, each changing with the sign-ins it holds, so they are
       * asked again at most this often (0: at once).
       */
      MEMBER_SEARCH_TOP_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
      /**
       * How long the edge keeps a viewer's newsfeed pages (trend, my_trend, his_trend), dropped at once
       * by social's newsfeed and follow / block announcements (newsfeedPages.ts); 0 asks social on every
       * page. It bounds what a lost announcement could leave.
       */
      NEWSFEED_PAGES_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
      /** Pages kept (a page is ~15 items, a few KB). */
      NEWSFEED_PAGES_ENTRIES: z.coerce.number().int().positive().default(5_000),
      /**
       * How long the edge keeps a viewer's onlinelist page. Account announcements drop it as they drop
       * the other member lists, but sockets coming and going announce nothing (presence itself lags a
       * closed socket by up to its 60 s TTL), so it is kept briefly; 0 asks the user service every time.
       */
      ONLINE_LIST_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
      RATE_LIMIT_LOGIN_PER_MIN: z.coerce.number().int().positive().default(10),
      RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(20),
      RATE_LIMIT_FORGET_PER_HOUR: z.coerce.number().int().positive().default(5),
      /**
       * The web app's session cookie (sessionCookie.ts) of a "remember me" sign-in lasts as long as the
       * session can (the user service's absolute lifetime); any other sign-in's as long as a short session.
       */
      SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(90),
      SESSION_SHORT_TTL_HOURS: z.coerce.number().int().positive().default(24),
      /** How long a socket ticket (POST /member/socket/ticket) may be redeemed, once, by a chat node. */
      SOCKET_TICKET_SECONDS: z.coerce.number().int().min(5).max(300).default(30),
      /** Number of proxies in front of the edge whose X-Forwarded-For is trusted. */
      TRUSTED_PROXIES: z.coerce.number().int().min(0).default(0),
    },
    source,
  );
  if (Boolean(config.EDGE_TLS_CERT_FILE) !== Boolean(config.EDGE_TLS_KEY_FILE)) {
    const missing = config.EDGE_TLS_CERT_FILE ? 'EDGE_TLS_KEY_FILE' : 'EDGE_TLS_CERT_FILE';
    throw new ConfigError(`Invalid configuration: ${missing}: required with the other EDGE_TLS_ variable`);
  }
  return config;
}

export type EdgeConfig = ReturnType<typeof readEdgeConfig>;
