import { ConflictError, createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as CommerceProto } from '@kindred/kit/generated/commerce';
import type { ProtoGrpcType as SocialProto } from '@kindred/kit/generated/social';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';

/** One member a k6 run acts as (deploy/k6/lib/accounts.ts reads this shape). */
export interface K6Account {
  id: number;
  username: string;
  password: string;
  token: string;
  sex: number;
  vip: number;
}

export interface K6AccountsOptions {
  /** gRPC addresses of the services (host:port). */
  addresses: { user: string; social: string; commerce: string };
  count: number;
  /** Accounts of an earlier run: their sessions are kept while they still work. */
  previous?: K6Account[];
  /** Credits each account is topped up to at least. */
  credits?: number;
  log?: (line: string) => void;
}

const PASSWORD = 'k6-Passw0rd';
const BIRTHDAY = Date.UTC(1990, 5, 15);
/** A quarter vip 0, half vip 1, a quarter vip 2: every tier's rules are exercised. */
const tierOf = (index: number) => [0, 1, 1, 2][index % 4]!;

/**
 * Creates (or reuses) `count` approved members `k6m00001`... beside the stack, through the services' own
 * gRPC calls, so that none of it meets the edge's sign-in and registration limits: a tier spread,
 * credits, each following the next, and a remembered session each (docs: deploy/k6/README.md).
 */
export async function createK6Accounts(options: K6AccountsOptions): Promise<K6Account[]> {
  const userContract = loadContract<UserProto>('user').kindred.user.v1;
  const user = createClient(userContract.UserService, options.addresses.user, { deadlineMs: 15_000 });
  const social = createClient(
    loadContract<SocialProto>('social').kindred.social.v1.SocialService,
    options.addresses.social,
  );
  const commerceContract = loadContract<CommerceProto>('commerce').kindred.commerce.v1;
  const commerce = createClient(commerceContract.CommerceService, options.addresses.commerce);
  const commerceStaff = createClient(commerceContract.CommerceStaffService, options.addresses.commerce);
  const previous = new Map((options.previous ?? []).map((a) => [a.username, a]));
  const credits = options.credits ?? 100;
  const accounts: K6Account[] = [];
  try {
    for (let index = 0; index < options.count; index++) {
      const username = `k6m${String(index + 1).padStart(5, '0')}`;
      const sex = index % 2;
      let session = await user
        .Register({
          username,
          email: `${username}@k6.kindred.dev`,
          password: PASSWORD,
          sex,
          birthday: BIRTHDAY,
          country: 'US',
          signup_ip: '127.0.0.1',
          user_agent: 'k6-accounts',
        })
        .catch((err: unknown) => {
          if (err instanceof ConflictError) return null;
          throw err;
        });
      let id = Number(session?.user?.id ?? 0);
      if (!id) id = Number((await user.FindMemberByUsername({ username })).id);
      if (session?.user?.status === 2) await user.ReviewRegistration({ staff_id: 1, user_id: id, approve: true });
      const vip = tierOf(index);
      if (vip > 0)
        await user.ExtendMembership({
          user_id: id,
          tier: vip,
          months: 12,
          idempotency_key: `k6-accounts-${id}-tier-${vip}`,
        });
      const balance = Number((await commerce.GetBalance({ user_id: id })).amount);
      if (balance < credits)
        await commerceStaff.AdjustCredit({
          staff_id: 1,
          user_id: id,
          amount: (credits - balance).toFixed(2),
          note: 'k6 accounts',
          idempotency_key: `k6-accounts-${id}-${Date.now()}`,
        });
      const kept = previous.get(username);
      const works = kept?.token
        ? await user.Authenticate({ token: kept.token }).then(
            (caller) => Number(caller.user_id) === id,
            () => false,
          )
        : false;
      session = works
        ? null
        : await user.Login({ account: username, password: PASSWORD, remember: true, user_agent: 'k6' });
      accounts.push({ id, username, password: PASSWORD, token: works ? kept!.token : session!.user!.token, sex, vip });
      if ((index + 1) % 50 === 0) options.log?.(`${index + 1} of ${options.count} accounts ready`);
    }
    // Each follows the next one (once: a toggle that unfollowed is toggled back).
    for (let index = 0; index + 1 < accounts.length; index++) {
      const [a, b] = [accounts[index]!, accounts[index + 1]!];
      const followed = await social.ToggleLike({ user_id: a.id, target_id: b.id });
      if (!followed.is_like) await social.ToggleLike({ user_id: a.id, target_id: b.id });
    }
  } finally {
    user.close();
    social.close();
    commerce.close();
    commerceStaff.close();
  }
  return accounts;
}
