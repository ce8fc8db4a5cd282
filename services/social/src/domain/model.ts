/** The social service's domain shapes (transport-free). */

export const TrendType = { joined: 0, post: 1, avatarChanged: 2 } as const;
export type TrendType = (typeof TrendType)[keyof typeof TrendType];

export interface Trend {
  id: number;
  authorId: number;
  type: TrendType;
  content: string;
  img: string;
  /** Seconds. */
  createTime: number;
}

export interface TrendPage {
  trends: Trend[];
  page: number;
  lastPage: number;
  total: number;
}

export interface FollowStats {
  id: number;
  isLike: boolean;
  likecount: number;
}

export type LikeList = 'i_like' | 'love_me' | 'mutual_like';

/** A message the reporter received from the reported member, attached to the report as evidence. */
export interface ReportEvidence {
  kind: 'chat' | 'mail';
  messageId: number;
  content: string;
  /** Seconds. */
  sentAt: number;
  flagged: boolean;
}

export interface StoredReport {
  id: number;
  reporterId: number;
  targetId: number;
  types: number[];
  repeats: number;
  status: string;
  createTime: number;
  updateTime: number;
}

/** An event of the user service's outbox (`joined`, `avatar_changed`, …). */
export interface AccountEvent {
  id: number;
  type: string;
  userId: number;
  /** Seconds. */
  createTime: number;
}

/** Who is acting, as the edge resolved it. */
export interface Actor {
  userId: number;
  vip: number;
  authorities: string[];
}
