/**
 * The members a run acts as, written by `make k6-accounts` (deploy/k6/README.md): ids, names and session
 * tokens, so that no iteration signs in (sign-in has a scenario of its own, sign-in.ts). Loaded once and
 * shared by every VU (SharedArray); a VU takes the account of its number in the whole test
 * (`exec.vu.idInTest`, unique across the instances of a distributed run), wrapping round.
 */
import { SharedArray } from 'k6/data';
import exec from 'k6/execution';
import { ACCOUNTS_FILE } from './env.ts';

export interface Account {
  id: number;
  username: string;
  password: string;
  token: string;
  sex: number;
  vip: number;
}

export const accounts: Account[] = new SharedArray('accounts', () => {
  const file = JSON.parse(open(ACCOUNTS_FILE)) as { accounts?: Account[] };
  if (!file.accounts?.length) throw new Error(`${ACCOUNTS_FILE} holds no accounts: run make k6-accounts first`);
  return file.accounts;
}) as unknown as Account[];

/** The account of this VU, or the one `offset` places after it (a chat partner). */
export function accountOfVu(offset = 0): Account {
  return accounts[(exec.vu.idInTest - 1 + offset) % accounts.length];
}

/** Accounts that may start chats (vip 1 or 2): chat pairs are made of these. */
const chatters = () => accounts.filter((account) => account.vip >= 1);

/** This VU's chat pair: two accounts of its own, so that no other VU writes into their conversation. */
export function pairOfVu(): [Account, Account] {
  const pool = chatters();
  if (pool.length < 2) throw new Error(`${ACCOUNTS_FILE} holds fewer than two vip accounts: chat pairs need them`);
  const first = (2 * (exec.vu.idInTest - 1)) % pool.length;
  return [pool[first], pool[(first + 1) % pool.length]];
}
