import type { Context } from 'koa';
import { KeptValues } from '@kindred/kit';
import { mayView, type ChatFrom } from '@kindred/rules';
import type { MemberPrivacy__Output as MemberPrivacy } from '@kindred/kit/generated/kindred/user/v1/MemberPrivacy';
import type { Clients } from './clients';
import { memberCookieToken } from './sessionCookie';

/** How a member's picture may be served: to anyone, only to this signed-in viewer, or not at all. */
export type PictureAccess = 'public' | 'private' | 'refused';

/** The member a picture key belongs to (avatars, posts, backgrounds); 0 for the catalogue's gifts. */
export function pictureOwner(key: string): number {
  const match = /^(?:avatars|posts|backgrounds)\/(\d+)\//.exec(key);
  return match ? Number(match[1]) : 0;
}

/** Owners' privacy facts are kept this long: a picture list asks about a few members many times. */
const KEPT_MS = 15_000;
const KEPT_MAX = 20_000;

/**
 * Who may fetch a member's picture under /media (docs/privacy.md): the visibility policy's `mayView`.
 * An erased, suspended, under-review or leaving member's pictures are refused to others; a member
 * hidden from signed-out visitors has their pictures served only to a signed-in viewer (the web
 * app's session cookie rides along with an image request; API clients send their bearer header).
 * Staff see every picture (the console reviews registrations by their avatar).
 */
export function memberPictures(clients: Clients) {
  // Nothing announces a privacy change to this cache: kept for KEPT_MS alone.
  const kept = new KeptValues<number, MemberPrivacy | null>({
    name: 'pictureOwners',
    ttlMs: KEPT_MS,
    maxEntries: KEPT_MAX,
    announced: false,
  });

  function privacyOf(owner: number): Promise<MemberPrivacy | null> {
    return kept.load(owner, async () => {
      const { members } = await clients.user.GetPrivacy({ ids: [owner] });
      return members.find((m) => Number(m.id) === owner && m.found) ?? null;
    });
  }

  async function viewerOf(ctx: Context): Promise<{ id: number; staff: boolean } | null> {
    const header = ctx.get('authorization');
    const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : memberCookieToken(ctx);
    if (!token) return null;
    try {
      const caller = await clients.user.Authenticate({ token });
      return { id: Number(caller.user_id), staff: caller.role === 'staff' || caller.role === 'admin' };
    } catch {
      return null;
    }
  }

  return {
    async access(ctx: Context, owner: number): Promise<PictureAccess> {
      const privacy = await privacyOf(owner);
      if (!privacy) return 'refused';
      const subject = {
        status: privacy.status,
        erased: privacy.erased,
        deletionPending: privacy.deletion_pending,
        hideFromLists: false,
        hideOnline: privacy.hide_online,
        hideFromVisitors: privacy.hide_from_visitors,
        chatFrom: privacy.chat_from as ChatFrom,
        verified: privacy.verified,
      };
      const pair = {
        signedIn: false,
        self: false,
        blocked: false,
        subjectFollowsViewer: false,
        chatUnderWay: false,
        customerService: false,
        viewerVerified: false,
      };
      if (mayView(subject, pair)) return 'public';
      // Only a picture a visitor may not see costs a sign-in check.
      const viewer = await viewerOf(ctx);
      if (!viewer) return 'refused';
      if (privacy.erased) return 'refused';
      if (viewer.staff || mayView(subject, { ...pair, signedIn: true, self: viewer.id === owner })) return 'private';
      return 'refused';
    },
  };
}
