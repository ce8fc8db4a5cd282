import type { AsyncHandlers } from '@kindred/kit';
import type { AccountSecurityServiceHandlers } from '@kindred/kit/generated/kindred/user/v1/AccountSecurityService';
import type { AccountSecurity } from '../domain/accountSecurity';

/** gRPC transport of the account's step-up checks and email change: request -> domain -> response. */
export function accountSecurityHandlers(security: AccountSecurity): AsyncHandlers<AccountSecurityServiceHandlers> {
  return {
    async FindLoginAccount(req) {
      return { user_id: await security.findLoginAccount(req.account) };
    },
    async CheckPassword(req) {
      await security.checkPassword(req.user_id, req.password);
      return {};
    },
    async RequestEmailChange(req) {
      await security.requestEmailChange(req.user_id, req.email, req.password, req.site_url);
      return {};
    },
    async ConfirmEmailChange(req) {
      await security.confirmEmailChange(req.code, req.site_url);
      return {};
    },
    async RevertEmailChange(req) {
      await security.revertEmailChange(req.code);
      return {};
    },
  };
}
