/**
 * Newsfeed items as the edge answers them (docs/product.md section 3; services/edge/src/routes/social.ts) and the
 * paged list behind the newsfeed and the profile's newsfeed tab.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isOk, post, type Envelope } from '../../app/api';
import { startEarly, takeEarly } from '../../app/earlyAnswers';
import type { LoadMoreStatus, Trend } from '../../app/ui';

/** A trend item on the wire: numbers may come as strings from older rows. */
export interface TrendRecord {
  id: number | string;
  mid: number | string;
  mine: number | string;
  type: number | string;
  content?: string | null;
  img?: string | null;
  vip: number | string;
  sex: number | string;
  birthday: number | string;
  avatar?: string | null;
  username: string;
  create_time: number | string;
}

/** /member/trend/trend and my_trend answer a page; his_trend answers the plain list. */
export interface TrendPage {
  data: TrendRecord[];
  current_page: number;
  last_page: number;
  total: number;
}

/** Items per page of every trend list (the edge's page size). */
export const TREND_PAGE_SIZE = 20;

const level = (value: unknown): 0 | 1 | 2 => {
  const n = Number(value);
  return n === 1 || n === 2 ? n : 0;
};

export function toTrend(record: TrendRecord): Trend {
  const type = Number(record.type);
  return {
    id: Number(record.id),
    mid: Number(record.mid),
    mine: Number(record.mine) === 1 ? 1 : 0,
    type: type === 0 || type === 2 ? type : 1,
    content: record.content ?? '',
    img: record.img || null,
    vip: level(record.vip),
    sex: Number(record.sex) === 1 ? 1 : 0,
    birthday: Number(record.birthday) || 0,
    avatar: record.avatar || null,
    username: record.username,
    create_time: Number(record.create_time) || 0,
  };
}

/** Reads one page of a list: the items and whether another page follows. */
type PageReader = (page: number) => Promise<{ answer: Envelope<unknown>; items: TrendRecord[]; more: boolean }>;

/** A paged trend list from /member/trend/trend or my_trend (answers with last_page). */
export function pagedReader(path: string, fields: Record<string, string | number> = {}): PageReader {
  return async (page) => {
    const answer = await post<TrendPage>(path, { ...fields, page });
    if (!isOk(answer) || !answer.data) return { answer, items: [], more: false };
    const items = Array.isArray(answer.data.data) ? answer.data.data : [];
    return { answer, items, more: Number(answer.data.current_page ?? page) < Number(answer.data.last_page ?? 1) };
  };
}

/** /member/trend/his_trend: a plain list, so a full page means another may follow. */
export function listReader(
  path: string,
  fields: Record<string, string | number> = {},
  /** The key page 1 may have been started under (app/earlyAnswers.ts). */
  early?: string,
): PageReader {
  return async (page) => {
    const call = () => post<TrendRecord[]>(path, { ...fields, page });
    const answer = await (early && page === 1 ? takeEarly(early, call) : call());
    const items = isOk(answer) && Array.isArray(answer.data) ? answer.data : [];
    return { answer, items, more: items.length >= TREND_PAGE_SIZE };
  };
}

const MEMBER_TRENDS = '/member/trend/his_trend';

/** A member's posts (his_trend); page 1 may have been started with the profile's chunk. */
export function memberTrendsReader(userid: number): PageReader {
  return listReader(MEMBER_TRENDS, { userid }, `${MEMBER_TRENDS} ${userid}`);
}

/** Starts page 1 of a member's posts beside the profile's chunk (mobile/ and desktop/firstScreens.ts). */
export function startMemberTrends(userid: number): void {
  void startEarly(`${MEMBER_TRENDS} ${userid}`, () => post<TrendRecord[]>(MEMBER_TRENDS, { userid, page: 1 }));
}

export interface TrendFeed {
  trends: Trend[];
  /** False until the first page answered. */
  loaded: boolean;
  /** The refusal of the last call (status and msg), if it failed. */
  failure: Envelope<unknown> | null;
  status: LoadMoreStatus;
  /** Reloads page 1 (pull to refresh). */
  refresh: () => Promise<void>;
  more: () => void;
  remove: (id: number) => void;
}

/** Loads page 1 on mount (and when `read` changes), then page by page on demand. */
export function useTrendFeed(read: PageReader | null): TrendFeed {
  const [trends, setTrends] = useState<Trend[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<Envelope<unknown> | null>(null);
  const [status, setStatus] = useState<LoadMoreStatus>('idle');
  const page = useRef(0);
  const generation = useRef(0);

  const load = useCallback(
    async (next: number) => {
      if (!read) return;
      const mine = ++generation.current;
      setStatus('loading');
      const { answer, items, more } = await read(next);
      if (mine !== generation.current) return;
      setLoaded(true);
      if (!isOk(answer)) {
        setFailure(answer);
        setStatus(next === 1 ? 'done' : 'idle');
        return;
      }
      setFailure(null);
      page.current = next;
      const shown = items.map(toTrend);
      setTrends((current) =>
        next === 1 ? shown : [...current, ...shown.filter((t) => !current.some((c) => c.id === t.id))],
      );
      setStatus(more ? 'idle' : 'done');
    },
    [read],
  );

  useEffect(() => {
    setTrends([]);
    setLoaded(false);
    page.current = 0;
    void load(1);
  }, [load]);

  return {
    trends,
    loaded,
    failure,
    status,
    refresh: () => load(1),
    more: () => void load(page.current + 1),
    remove: (id) => setTrends((current) => current.filter((t) => t.id !== id)),
  };
}
