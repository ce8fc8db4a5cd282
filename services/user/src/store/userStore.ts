/** What the user domain needs from storage. Rows are mapped to these shapes; snake_case stays here. */
export interface Account {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  sex: number;
  birthday: number;
  country: string;
  signature: string;
  /** The avatar everyone sees: only ever a picture the photo review approved. */
  avatar: string;
  /** The avatar waiting for review, its owner's alone ('' for none). */
  pendingAvatar?: string;
  status: number;
  role: 'member' | 'staff' | 'admin';
  laid: string;
  invitationCode: string;
  overdue1: number;
  overdue2: number;
  lastLoginTime: number;
  signupIp: string;
  rejectionReason: string;
  totpSecret: string;
  totpEnabled: boolean;
  createTime: number;
  /** Erased after the deletion grace period: pseudonymised, shown as "deleted member". */
  erased?: boolean;
  /** Asked for deletion and in the grace period: nobody may reach them (docs/privacy.md). */
  deletionPending?: boolean;
  /** Staff approved the member's verification selfie (docs/safety.md, "Verified profiles"). */
  verified?: boolean;
}

/** An account as a member list reads it: with whether they hide their online status. */
export interface ListedAccount extends Account {
  hidesOnline: boolean;
}

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
  sex: number;
  birthday: number;
  country: string;
  laid: string;
  invitationCode: string;
  invitedBy: number | null;
  status: number;
  signupIp?: string;
}

export interface Notice {
  id: number;
  type: string;
  status: number;
  gift: string;
  content: string;
  createTime: number;
}

export interface MemberQuery {
  excludeId: number;
  username?: string;
  sex?: number;
  withAvatar?: boolean;
  ids?: number[];
  /** The caller's blocked pairs (either way): in none of the caller's lists, counts or deep pages. */
  blockedIds?: number[];
  /** Discovery search's filters on the profile facts (docs/discovery.md). */
  discover?: DiscoverFilter;
  orderBy: 'last_active' | 'newest';
  /** Keyset start (last_active order): only members listed after this one; `offset` counts from there. */
  after?: ListingAnchor;
  /**
   * Keyset start taken from this same query's previous page (its last member): `offset` counts from
   * there, and nobody is skipped for the members it leaves out (they were never on its pages).
   */
  seek?: ListingAnchor;
  limit: number;
  offset: number;
}

/** Discovery search's filters; each one given narrows the listing (migration 0100 indexes them). */
export interface DiscoverFilter {
  /** Birthday bounds (ms) from the age range: after `bornAfter` (exclusive), up to `bornUpTo`. */
  bornAfter?: number;
  bornUpTo?: number;
  country?: string;
  /** Compared in lower case. */
  city?: string;
  /** Normalised tags; a member must have all of them. */
  interests?: string[];
}

/** A position in the last_active listing: the member's activity (exact text timestamp) and id. */
export interface ListingAnchor {
  activity: string;
  id: number;
}

/** What a sign-in changed of an account. */
export interface SignInRecorded {
  /** The new sign-in time (Unix seconds); null when it stayed (the member hides their online status). */
  movedAt: number | null;
  /** A deletion the member had asked for was cancelled by signing in. */
  deletionCancelled: boolean;
}

export interface UserStore {
  createAccount(account: NewAccount): Promise<Account>;
  findById(id: number): Promise<Account | null>;
  findByIds(ids: number[]): Promise<Account[]>;
  findByLogin(account: string): Promise<Account | null>;
  findByUsername(username: string): Promise<Account | null>;
  findByEmail(email: string): Promise<Account | null>;
  findByInvitationCode(code: string): Promise<Account | null>;
  updateProfile(
    id: number,
    fields: Partial<Pick<Account, 'email' | 'sex' | 'birthday' | 'country' | 'avatar' | 'signature'>>,
  ): Promise<void>;
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
  setStatus(id: number, status: number): Promise<void>;
  /** Records a sign-in; it also cancels a pending account deletion (docs/privacy.md). */
  touchLogin(id: number): Promise<SignInRecorded>;
  /**
   * Sets the avatar everyone sees and records the avatar_changed event (unless quiet) in one
   * transaction; the pending avatar it was is cleared.
   */
  setAvatar(id: number, avatar: string, quiet?: boolean): Promise<void>;
  setPendingAvatar(id: number, avatar: string): Promise<void>;

  /**
   * Opens a session on an account that is not erased; false when it is (an erasure that committed
   * while the sign-in was on its way), so that no session row is ever written onto an erased account.
   */
  createSession(
    userId: number,
    tokenHash: string,
    expiresAt: Date,
    opened?: { userAgent: string; country: string; remembered: boolean },
  ): Promise<boolean>;
  /**
   * The session's user, marking it used; a remembered session then lasts `slideSeconds` from now, but
   * never past `absoluteDays` after its sign-in (then it is no longer found).
   */
  findSessionUser(tokenHash: string, slideSeconds?: number, absoluteDays?: number): Promise<number | null>;
  revokeSession(tokenHash: string): Promise<number | null>;
  revokeSessionsOf(userId: number, exceptTokenHash?: string): Promise<string[]>;

  createPasswordReset(userId: number, codeHash: string, expiresAt: Date): Promise<void>;
  /** Marks the reset used and answers its user, or null if unknown, used or expired. */
  consumePasswordReset(codeHash: string): Promise<number | null>;

  countMembers(query: Omit<MemberQuery, 'limit' | 'offset' | 'orderBy'>): Promise<number>;
  /** With each member's hide-online control, read in the same query (a list page needs nothing else of it). */
  listMembers(query: MemberQuery): Promise<ListedAccount[]>;
  /**
   * The same page's ids alone, in its order (the listing index only: no account row is read), and
   * whether the excluded member hides from lists (read with a page that has a member).
   */
  listMemberIds(query: MemberQuery): Promise<{ ids: number[]; excludedHides: boolean | undefined }>;
  /** A page's ids with each one's place in the last-activity order (Unix µs, 0: never signed in). */
  listMemberPlaces(query: MemberQuery): Promise<{ ids: number[]; activities: number[] }>;
  /** Where a member stands in the last_active listing (null: no such account). */
  anchorOf(userId: number): Promise<ListingAnchor | null>;
  /** Every `every`-th member of the unfiltered last_active listing, in order. */
  listingAnchors(every: number): Promise<ListingAnchor[]>;

  listNotices(userId: number): Promise<Notice[]>;
  markNoticeRead(userId: number, id: number): Promise<boolean>;
  /**
   * A retried call with the same key makes one notice; with `replace` its content becomes the new one.
   * `aboutMemberId` is the member the content names (their erasure scrubs it).
   */
  createNotice(
    userId: number,
    notice: Omit<Notice, 'id' | 'status' | 'createTime'>,
    idempotencyKey: string | null,
    replace?: boolean,
    aboutMemberId?: number | null,
  ): Promise<Notice>;

  tierAuthorities(): Promise<Record<0 | 1 | 2, string[]>>;
  /** Applies a membership grant once per idempotency key; answers the account afterwards. */
  grantMembership(
    userId: number,
    tier: 1 | 2,
    months: number,
    key: string,
    extend: (current: number) => number,
  ): Promise<Account>;
  /** Approves or rejects a registration; approval records the joined event in the same transaction. */
  reviewRegistration(userId: number, approve: boolean): Promise<boolean>;
  listAccountEvents(
    afterId: number,
    limit: number,
  ): Promise<Array<{ id: number; type: string; userId: number; createTime: number }>>;
}
