/** Staff sign-in: the member login call (with the one-time code when two-factor is on), then `me` for the role. */
import { isOk, Status } from '../../app/api';
import { staffPost } from './staffApi';
import { setStaffSession, type StaffRole } from './staffSession';

export interface StaffMe {
  id: number;
  username: string;
  role: StaffRole;
  totp_enabled: boolean;
  totp_required: boolean;
}

export type SignInResult = 'ok' | 'totpRequired' | 'totpInvalid' | 'notStaff' | { failed: string };

export async function signInStaff(account: string, password: string, totp?: string): Promise<SignInResult> {
  // The edge answers the staff cookie; the token never reaches the page.
  const login = await staffPost('/member/index/login', { account, password, totp: totp || undefined });
  if (login.status === -5) return 'totpRequired';
  if (login.status === -6) return 'totpInvalid';
  if (!isOk(login)) return { failed: login.msg };
  const me = await staffPost<StaffMe>('/member/admin/me');
  if (me.status === Status.forbidden && me.msg === 'error.staff_only') {
    // A member's account: its new session must not stay in the console's cookie.
    await staffPost('/member/index/logout');
    return 'notStaff';
  }
  if (!isOk(me)) return { failed: me.msg };
  setStaffSession({
    id: me.data.id,
    username: me.data.username,
    role: me.data.role,
    totpEnabled: me.data.totp_enabled,
    totpRequired: me.data.totp_required,
  });
  return 'ok';
}

export async function signOutStaff(): Promise<void> {
  await staffPost('/member/index/logout');
  setStaffSession(null);
}
