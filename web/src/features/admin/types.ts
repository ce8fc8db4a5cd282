/** Shapes of the staff API answers (docs/staff-api.md). Times are seconds; money is a two-decimal string. */

export interface DashboardDay {
  date: string;
  signups: number;
  revenue: string;
}

export interface Dashboard {
  pending_reviews: number;
  open_reports: number;
  unread_cs_chats: number;
  days: DashboardDay[];
}

export interface Registration {
  id: number;
  username: string;
  email: string;
  age: number;
  sex: number;
  country: string;
  avatar: string;
  signup_ip: string;
  create_time: number;
}

/** A picture waiting for photo review (docs/staff-api.md, "Photo review"). */
export interface PictureReview {
  id: number;
  kind: 'avatar' | 'photo';
  img: string;
  state: 'pending' | 'approved' | 'rejected';
  reason: string;
  create_time: number;
  decide_time: number;
  member: { id: number; username: string };
  /** Other accounts using the same picture (perceptual hash). */
  shared_with: Array<{ id: number; username: string }>;
}

/** A signal of a risk case: what was counted, never a message's text (docs/staff-api.md, "Risk queue"). */
export interface RiskReason {
  kind: string;
  count: number;
  window_hours: number;
  /** A fingerprint (same_first_message), a pattern's name, or the account's age in days. */
  detail: string;
}

export interface RiskCase {
  member: { id: number; username: string; avatar: string; status: number; create_time: number };
  state: 'open' | 'limited';
  score: number;
  reasons: RiskReason[];
  opened_at: number;
  updated_at: number;
}

export interface ReportedMember {
  member: { id: number; username: string; avatar: string; status: number };
  count: number;
  types: Record<'1' | '2' | '3', number>;
  reporters: Array<{ id: number; username: string }>;
  latest: number;
}

/** A report on a member; status open, dismissed, warned or suspended. */
export interface MemberReport {
  id: number;
  reporter_id: number;
  target_id: number;
  types: number[];
  status: string;
  create_time: number;
  /** Messages the reporter attached (the count; their text only through the audited evidence call). */
  evidence?: number;
}

/** /member/admin/reports/evidence: what a reporter attached to one report (docs/safety.md). */
export interface ReportEvidence {
  report_id: number;
  reporter_id: number;
  target_id: number;
  items: Array<{
    kind: 'chat' | 'mail';
    message_id: number;
    content: string;
    sent_at: number;
    flagged: boolean;
    attached_at: number;
  }>;
}

export interface ReportCase {
  member: MemberProfile;
  trends: Array<{ id: number; content: string; pictures: string[]; create_time: number }>;
  photos: Array<{ id: number; url: string }>;
  reports: Array<{
    id: number;
    reporter_id: number;
    reporter: string;
    types: number[];
    create_time: number;
    status: number;
    evidence?: number;
  }>;
}

export interface MemberRow {
  id: number;
  username: string;
  email: string;
  status: number;
  role: string;
  vip: number;
  country: string;
  avatar: string;
  create_time: number;
  last_login_time: number;
}

export interface MemberProfile extends MemberRow {
  sex: number;
  birthday: number;
  age: number;
  signature: string;
  overduedate_1: number;
  overduedate_2: number;
  signup_ip: string;
  rejection_reason?: string;
}

export interface LedgerEntry {
  id: number;
  delta: string;
  balance_after: string;
  reason: string;
  ref_type: string;
  ref_id: string | number;
  create_time: number;
}

export interface Order {
  id: number;
  /** The order id members see; refunds name it. */
  order_no: string;
  user_id: number;
  /** 1 recharge, 2 upgrade. */
  order_type: number;
  pay_type: string;
  state: string;
  amount: string;
  tier: number;
  months: number;
  package_id: number;
  provider: string;
  create_time: number;
  paid_time: number;
  refund_reason: string;
  refund_time: number;
}

export interface MemberDetail {
  profile: MemberProfile;
  balance: string;
  ledger: LedgerEntry[];
  orders: Order[];
  reports_made: MemberReport[];
  reports_received: MemberReport[];
  blocks: Array<{ id: number; username: string }>;
}

export interface Texts3 {
  en: string;
  zh: string;
  cht: string;
}

export interface CatalogueGift {
  id: number;
  category_id: number;
  titles: Texts3;
  texts: Texts3;
  price: string;
  path: string;
  sort: number;
  active: number | boolean;
}

export interface CatalogueCategory {
  id: number;
  names: Texts3;
  sort: number;
  gifts: CatalogueGift[];
}

export interface Packages {
  recharge: Array<{ id: number; price: string; sort: number; active: number | boolean }>;
  tiers: Array<{
    tier: number;
    base_price: string;
    packages: Array<{ id: number; months: number; price: string; sort: number; active: number | boolean }>;
  }>;
}

export interface Authorities {
  vip0: string[];
  vip1: string[];
  vip2: string[];
  all: string[];
}

export interface AuditRow {
  id: number;
  staff_id: number;
  staff_username: string;
  action: string;
  target_type: string;
  target_id: string | number;
  before: unknown;
  after: unknown;
  create_time: number;
}

export interface ServiceChat {
  contact: { id?: number; uid?: number; username: string; avatar: string; vip?: number };
  unread: number;
  last_message: string;
  last_time: number;
}

export interface ServiceMessage {
  id: number;
  sender_id: number;
  recipient_id: number;
  type: 'txt' | 'img';
  msg: string;
  img: string;
  create_time: number;
  staff_id: number;
  staff_username: string;
}

export interface ServiceMail {
  eid: number;
  sendername: string;
  sender_id: number;
  msg: string;
  create_time: number;
  status?: number;
}

export interface StaffAccount {
  id: number;
  username: string;
  email: string;
  role: 'member' | 'staff' | 'admin';
  status: number;
  last_login_time: number;
}
