import type { Context } from 'koa';
import { z } from 'zod';
import type { Logger, Redis } from '@kindred/kit';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import type { SessionUser__Output as SessionUser } from '@kindred/kit/generated/kindred/user/v1/SessionUser';
import type { Clients } from './clients';
import type { EdgeConfig } from './config';
import type { Envelope } from './envelope';
import type { MemberLists } from './kept/memberLists';
import type { HotReads } from './kept/hotReads';
import type { SessionFigures } from './kept/sessionFigures';
import type { MemberFigures } from './kept/memberFigures';
import type { MemberCards, ShownProfile } from './kept/memberCards';
import type { NewsfeedPages } from './kept/newsfeedPages';

export type { Caller };

/** A file received in a multipart body (koa-body / formidable). */
export interface UploadedFile {
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
}

export interface RouteContext {
  clients: Clients;
  config: EdgeConfig;
  redis: Redis;
  logger: Logger;
  requestId: string;
  ip: string;
  token: string | undefined;
  /** The caller's session record as authentication read it (amount and newfeedcount not filled). */
  session: SessionUser | null;
  /** Answers every member sees alike, kept with explicit invalidation (hotReads.ts). */
  hot: HotReads;
  /** Members' balances and newsfeed counts, kept with explicit invalidation (sessionFigures.ts). */
  sessionFigures: SessionFigures;
  /** What member lists add to the cards (is_like, likecount, backphotos), kept with invalidation. */
  memberFigures: MemberFigures;
  /** Members' cards as the user service answers them, kept with invalidation (memberCards.ts). */
  memberCards: MemberCards;
  /** Member lists' pages of ids by viewer kind, kept until a change touches them (kept/memberLists.ts). */
  memberLists: MemberLists;
  /** The presence-based ones (onlinelist, a search for who is online), kept for `ONLINE_LIST_MS` at most. */
  onlineLists: MemberLists;
  /** Viewers' newsfeed pages as social answers them, kept with invalidation (newsfeedPages.ts). */
  newsfeedPages: NewsfeedPages;
  /** Active members' profiles as others see them (userdetail), kept like the cards. */
  memberProfiles: MemberCards<ShownProfile>;
  files: Record<string, UploadedFile>;
  koa: Context;
}

/**
 * Who may call a route: `public` (no token), `member` (an approved, active account), `pending`
 * (also an account under review: userinfo, initdata, logout, settings), `staff` (staff and admin),
 * `admin` (admin only). See docs/staff-api.md.
 */
export type Access = 'public' | 'member' | 'pending' | 'staff' | 'admin';

interface RouteBase<S extends z.ZodType> {
  /** Lower-case path, e.g. `/member/index/login`. Matching is case-insensitive. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  input: S;
  /** Spec status per domain reason for this call, e.g. `{ username_taken: -1 }`. */
  codes?: Record<string, number>;
  /** Success message key; `ok` unless set. */
  message?: string;
  /** Multipart file fields this route takes. */
  files?: string[];
  rateLimit?: {
    scope: string;
    limit(config: EdgeConfig): number;
    windowSeconds: number;
    /** Also count per value of this field (trimmed, case-folded), not only per IP. */
    perAccountField?: string;
    /** Refuse (-503 "try again") rather than let calls through while Redis is down (rateLimit.ts). */
    failClosed?: boolean;
  };
}

export interface PublicRoute<S extends z.ZodType> extends RouteBase<S> {
  access: 'public';
  handle(args: { input: z.infer<S>; caller: Caller | null; ctx: RouteContext }): Promise<unknown>;
}

export interface MemberRoute<S extends z.ZodType> extends RouteBase<S> {
  access: 'member' | 'pending' | 'staff' | 'admin';
  /** Authority of the caller's vip level that the call needs (docs/product.md section 3 names). */
  authority?: string;
  /** A staff call a session still owing two-factor enrolment may make (STAFF_2FA=required). */
  beforeTotp?: boolean;
  handle(args: { input: z.infer<S>; caller: Caller; ctx: RouteContext }): Promise<unknown>;
}

export type Route = PublicRoute<z.ZodType> | MemberRoute<z.ZodType>;

/** A handler may answer a full envelope when the call's success carries a status of its own. */
export class Answer {
  constructor(readonly envelope: Envelope) {}
}

/** A handler that has already written the response (a file stream) answers this: no envelope follows. */
export class Delivered {}

export function route<S extends z.ZodType>(spec: PublicRoute<S> | MemberRoute<S>): Route {
  return spec as unknown as Route;
}

/** The routes of one service; included only when the edge has that service's client. */
export interface RouteGroup {
  service: keyof Clients;
  routes: Route[];
}
