/**
 * Mail, gifts and pictures: a mail to a partner and the mailbox, a gift with the giver's balance
 * checked after it, and a photo uploaded as a file. Credits come with the accounts (`make k6-accounts`
 * gives each some); with STAFF_TOKEN, setup() tops every account up through the staff API first.
 *
 *   k6 run -e PROFILE=load -e RATE=10 -e ACCOUNTS_FILE=accounts.json deploy/k6/mail-and-gifts.ts
 */
import http from 'k6/http';
import { check } from 'k6';
import type { Options } from 'k6/options';
import { accountOfVu, accounts } from './lib/accounts.ts';
import { BASE_URL, RUN_ID, int } from './lib/env.ts';
import { call, expectEnvelope, params } from './lib/member.ts';
import { SUMMARY_TREND_STATS, callThresholds, scenario } from './lib/profiles.ts';
import { summaryFiles } from './lib/summary.ts';

const TOP_UP = int('TOP_UP', 200);
const photo = open('./fixtures/photo.jpg', 'b');

export const options: Options = {
  scenarios: {
    mail: scenario('mail', 0.1),
    gifts: scenario('gifts', 0.05),
    photos: scenario('photos', 0.02),
  },
  thresholds: callThresholds([
    'email/released',
    'emaillist',
    'gift catalogue',
    'gift_giving',
    'userinfo',
    'photo/released',
    'my_photo',
  ]),
  summaryTrendStats: SUMMARY_TREND_STATS,
  tags: { journey: 'mail-and-gifts' },
};

interface Setup {
  giftId: number;
}

/** The cheapest gift to send, and (with STAFF_TOKEN) credits for every account, through the staff API. */
export function setup(): Setup {
  const staff = __ENV.STAFF_TOKEN;
  if (staff)
    for (const account of accounts)
      call(
        '/member/admin/members/credit',
        { userid: account.id, amount: `${TOP_UP}.00`, reason: `k6 run ${RUN_ID}` },
        'staff credit',
        staff,
      );
  const catalogue = call<Array<{ gift: Array<{ id: number; money: string }> }>>(
    '/member/shop/gift',
    {},
    'gift catalogue',
    accounts[0].token,
  );
  const gifts = (catalogue?.data ?? [])
    .flatMap((category) => category.gift)
    .sort((a, b) => Number(a.money) - Number(b.money));
  if (!gifts.length) throw new Error('the gift catalogue is empty: seed gifts before this script');
  return { giftId: gifts[0].id };
}

/** The member this VU writes to: the next account of the file. */
const partner = () => accountOfVu(1);

export function mail() {
  const { token } = accountOfVu();
  call(
    '/member/email/released',
    { email: partner().username, content: `k6 ${RUN_ID} mail` },
    'email/released',
    token,
    [200],
  );
  call('/member/email/emaillist', {}, 'emaillist', partner().token);
}

/** A gift, then the giver's balance: it must have gone down by the gift's price or more (never up). */
export function gifts(data: Setup) {
  const { token } = accountOfVu();
  const balance = () =>
    Number(call<{ amount: string }>('/member/index/userinfo', {}, 'userinfo', token)?.data?.amount ?? NaN);
  const before = balance();
  const sent = call(
    '/member/gift/gift_giving',
    { username: partner().username, giftid: data.giftId, number: 1, message: '' },
    'gift_giving',
    token,
    [200, -3],
  );
  const after = balance();
  check(
    { before, after, status: sent?.status },
    {
      'gift_giving: a sent gift is paid for, a refused one (-3, credits short) is not': (v) =>
        v.status === 200 ? v.after < v.before : v.after === v.before,
    },
  );
}

export function photos() {
  const { token } = accountOfVu();
  const res = http.post(
    `${BASE_URL}/member/photo/released`,
    { img: http.file(photo, 'k6.jpg', 'image/jpeg') },
    params('photo/released', token),
  );
  const added = expectEnvelope<{ pid: number }>(res, 'photo/released');
  const album = call<Array<{ pid?: number; id?: number }>>('/member/photo/my_photo', {}, 'my_photo', token);
  if (added?.status === 200) call('/member/photo/del_photo', { id: added.data.pid }, 'del_photo', token);
  check(album, { 'my_photo: an album answered': (a) => a !== null && a.status === 200 });
}

export const handleSummary = summaryFiles('mail-and-gifts');
