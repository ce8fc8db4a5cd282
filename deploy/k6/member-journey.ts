/**
 * A member's screens through the edge, in the open model: arrivals at shares of RATE that follow the
 * traffic mix of docs/capacity.md (a quarter `userinfo`s, a third list pages, a tenth profiles, the
 * newsfeed, search, the app-start burst, follow toggles). No iteration signs in: the accounts come
 * from `make k6-accounts` (lib/accounts.ts).
 *
 *   k6 run -e PROFILE=load -e RATE=20 -e ACCOUNTS_FILE=accounts.json deploy/k6/member-journey.ts
 */
import { check, sleep } from 'k6';
import type { Options } from 'k6/options';
import { accountOfVu, accounts } from './lib/accounts.ts';
import { int } from './lib/env.ts';
import { batch, call } from './lib/member.ts';
import { SUMMARY_TREND_STATS, callThresholds, scenario } from './lib/profiles.ts';
import { summaryFiles } from './lib/summary.ts';

const MAX_PAGES = int('MAX_PAGES', 3);
const THINK_SECONDS = int('THINK_SECONDS', 0);

const CALLS = [
  'userinfo',
  'initdata',
  'gift catalogue',
  'emaillist',
  'senotice',
  'received_gift',
  'userlist',
  'onlinelist',
  'new_opposite_sex',
  'memberwall',
  'userdetail',
  'his_trend',
  'his_photo',
  'search_opposite_sex',
  'trend',
  'like',
];

export const options: Options = {
  scenarios: {
    appStart: scenario('appStart', 0.05),
    userinfo: scenario('userinfo', 0.25),
    browse: scenario('browse', 0.3),
    profile: scenario('profile', 0.1),
    search: scenario('search', 0.05),
    newsfeed: scenario('newsfeed', 0.15),
    follow: scenario('follow', 0.05),
  },
  thresholds: callThresholds(CALLS),
  summaryTrendStats: SUMMARY_TREND_STATS,
  tags: { journey: 'member' },
};

/** Someone else of the run's accounts to look at or follow. */
function other(): number {
  const me = accountOfVu();
  const pick = accounts[Math.floor(Math.random() * accounts.length)];
  return pick.id === me.id ? accounts[(accounts.indexOf(pick) + 1) % accounts.length].id : pick.id;
}

/** The signed-in shell's start: the calls of its first paint, sent together. */
export function appStart() {
  batch(
    [
      { path: '/member/index/userinfo', name: 'userinfo' },
      { path: '/member/index/initdata', name: 'initdata' },
      { path: '/member/shop/gift', name: 'gift catalogue' },
      { path: '/member/email/emaillist', name: 'emaillist' },
      { path: '/member/index/senotice', name: 'senotice' },
      { path: '/member/shop/received_gift', name: 'received_gift' },
    ],
    accountOfVu().token,
  );
}

export function userinfo() {
  const answer = call<{ id: number }>('/member/index/userinfo', {}, 'userinfo', accountOfVu().token);
  check(answer, { 'userinfo: the signed-in member': (a) => a?.data?.id === accountOfVu().id });
  sleep(THINK_SECONDS);
}

/** Member lists page by page; vip 0 sees only page 1 (-403 with data.upgrade is an answer, not a fault). */
export function browse() {
  const { token } = accountOfVu();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = call<{ current_page: number; last_page: number }>(
      '/member/index/userlist',
      { page },
      'userlist',
      token,
      page === 1 ? [200] : [200, -403],
    );
    if (!answer || answer.status !== 200 || answer.data.current_page >= answer.data.last_page) break;
  }
  call('/member/index/onlinelist', {}, 'onlinelist', token);
  call('/member/index/new_opposite_sex', {}, 'new_opposite_sex', token);
  call('/member/index/memberwall', {}, 'memberwall', token);
  sleep(THINK_SECONDS);
}

export function profile() {
  const { token } = accountOfVu();
  const id = other();
  const answer = call<{ id: number }>('/member/index/userdetail', { id }, 'userdetail', token);
  check(answer, { 'userdetail: the member asked for': (a) => a?.data?.id === id });
  call('/member/trend/his_trend', { userid: id }, 'his_trend', token);
  call('/member/photo/his_photo', { userid: id }, 'his_photo', token);
}

/** A two-letter name search (the costliest shape: docs/capacity.md); vip 0 lacks Search_users (-403). */
export function search() {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const term = letters[Math.floor(Math.random() * 26)] + letters[Math.floor(Math.random() * 26)];
  call(
    '/member/index/search_opposite_sex',
    { username: term },
    'search_opposite_sex',
    accountOfVu().token,
    [200, -403],
  );
}

export function newsfeed() {
  call('/member/trend/trend', { page: 1 }, 'trend', accountOfVu().token);
}

/** A follow toggled on and back off, so that the data set does not drift; the answers must say so. */
export function follow() {
  const { token } = accountOfVu();
  const target = other();
  const on = call<{ is_like: number }>('/member/like/like', { target_id: target }, 'like', token);
  const off = call<{ is_like: number }>('/member/like/like', { target_id: target }, 'like', token);
  check([on, off], {
    'like: the second toggle undoes the first': ([a, b]) =>
      a !== null && b !== null && a.status === 200 && b.status === 200 && a.data.is_like !== b.data.is_like,
  });
}

export const handleSummary = summaryFiles('member-journey');
