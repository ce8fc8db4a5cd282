import { ConflictError, InputError, NotAllowedError } from '@kindred/kit';
import { CUSTOMER_SERVICE_ID, isValidEmail, isValidPassword, isValidUsername } from '@kindred/rules';
import type { StaffStore } from '../store/staffStore';
import type { Account, UserStore } from '../store/userStore';
import { ACCOUNT_ACTIVE, type Accounts } from './accounts';
import type { PasswordHasher } from './ports';
import { newInvitationCode } from './tokens';

const ROLES: ReadonlyArray<Account['role']> = ['member', 'staff', 'admin'];

/** Staff accounts, managed by admins (docs/staff-api.md, "Staff accounts"). */
export class StaffAccounts {
  constructor(
    private readonly accounts: Accounts,
    private readonly users: UserStore,
    private readonly store: StaffStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async list(): Promise<Account[]> {
    return this.store.staffAccounts();
  }

  async create(input: { username: string; email: string; password: string; role: string }): Promise<Account> {
    const errors: Record<string, string> = {};
    if (!isValidUsername(input.username)) errors.username = 'format';
    if (!isValidEmail(input.email)) errors.email = 'format';
    if (!isValidPassword(input.password)) errors.password = 'length';
    if (input.role !== 'staff' && input.role !== 'admin') errors.role = 'invalid';
    if (Object.keys(errors).length > 0) throw new InputError(errors);
    if (await this.users.findByUsername(input.username)) throw new ConflictError('username_taken');
    if (await this.users.findByEmail(input.email)) throw new ConflictError('email_taken');
    const account = await this.users.createAccount({
      username: input.username,
      email: input.email,
      passwordHash: await this.hasher.hash(input.password),
      sex: 0,
      birthday: Date.UTC(1990, 0, 1),
      country: '',
      laid: '',
      invitationCode: newInvitationCode(),
      invitedBy: null,
      status: ACCOUNT_ACTIVE,
    });
    await this.store.setRole(account.id, input.role as Account['role']);
    return this.accounts.requireAccount(account.id);
  }

  /** A role change ends every session of the account, so that it signs in with the new rights. */
  async setRole(adminId: number, userId: number, role: string): Promise<Account> {
    if (!ROLES.includes(role as Account['role'])) throw new InputError({ role: 'invalid' });
    if (userId === adminId) throw new NotAllowedError('cannot_change_own_role');
    if (userId === CUSTOMER_SERVICE_ID && role === 'member') throw new NotAllowedError('service_account_is_staff');
    await this.accounts.requireAccount(userId);
    await this.store.setRole(userId, role as Account['role']);
    await this.accounts.revokeAllSessions(userId);
    return this.accounts.requireAccount(userId);
  }
}
