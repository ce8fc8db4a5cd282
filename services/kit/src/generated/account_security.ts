import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from './kindred/common/v1/Caller';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from './kindred/common/v1/Empty';
import type {
  Member as _kindred_common_v1_Member,
  Member__Output as _kindred_common_v1_Member__Output,
} from './kindred/common/v1/Member';
import type {
  Page as _kindred_common_v1_Page,
  Page__Output as _kindred_common_v1_Page__Output,
} from './kindred/common/v1/Page';
import type {
  AccountSecurityServiceClient as _kindred_user_v1_AccountSecurityServiceClient,
  AccountSecurityServiceDefinition as _kindred_user_v1_AccountSecurityServiceDefinition,
} from './kindred/user/v1/AccountSecurityService';
import type {
  CheckPasswordRequest as _kindred_user_v1_CheckPasswordRequest,
  CheckPasswordRequest__Output as _kindred_user_v1_CheckPasswordRequest__Output,
} from './kindred/user/v1/CheckPasswordRequest';
import type {
  EmailChangeCodeRequest as _kindred_user_v1_EmailChangeCodeRequest,
  EmailChangeCodeRequest__Output as _kindred_user_v1_EmailChangeCodeRequest__Output,
} from './kindred/user/v1/EmailChangeCodeRequest';
import type {
  FindLoginAccountRequest as _kindred_user_v1_FindLoginAccountRequest,
  FindLoginAccountRequest__Output as _kindred_user_v1_FindLoginAccountRequest__Output,
} from './kindred/user/v1/FindLoginAccountRequest';
import type {
  LoginAccount as _kindred_user_v1_LoginAccount,
  LoginAccount__Output as _kindred_user_v1_LoginAccount__Output,
} from './kindred/user/v1/LoginAccount';
import type {
  RequestEmailChangeRequest as _kindred_user_v1_RequestEmailChangeRequest,
  RequestEmailChangeRequest__Output as _kindred_user_v1_RequestEmailChangeRequest__Output,
} from './kindred/user/v1/RequestEmailChangeRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  kindred: {
    common: {
      v1: {
        Caller: MessageTypeDefinition<_kindred_common_v1_Caller, _kindred_common_v1_Caller__Output>;
        Empty: MessageTypeDefinition<_kindred_common_v1_Empty, _kindred_common_v1_Empty__Output>;
        Member: MessageTypeDefinition<_kindred_common_v1_Member, _kindred_common_v1_Member__Output>;
        Page: MessageTypeDefinition<_kindred_common_v1_Page, _kindred_common_v1_Page__Output>;
      };
    };
    user: {
      v1: {
        /**
         * What guards an account against a stolen session (docs/privacy.md, "Step-up"): the password asked
         * again, the email change confirmed by the new address and undone from the old one, and the account
         * a sign-in name belongs to (the edge's password-check limit counts per account).
         */
        AccountSecurityService: SubtypeConstructor<
          typeof grpc.Client,
          _kindred_user_v1_AccountSecurityServiceClient
        > & { service: _kindred_user_v1_AccountSecurityServiceDefinition };
        CheckPasswordRequest: MessageTypeDefinition<
          _kindred_user_v1_CheckPasswordRequest,
          _kindred_user_v1_CheckPasswordRequest__Output
        >;
        EmailChangeCodeRequest: MessageTypeDefinition<
          _kindred_user_v1_EmailChangeCodeRequest,
          _kindred_user_v1_EmailChangeCodeRequest__Output
        >;
        FindLoginAccountRequest: MessageTypeDefinition<
          _kindred_user_v1_FindLoginAccountRequest,
          _kindred_user_v1_FindLoginAccountRequest__Output
        >;
        LoginAccount: MessageTypeDefinition<_kindred_user_v1_LoginAccount, _kindred_user_v1_LoginAccount__Output>;
        RequestEmailChangeRequest: MessageTypeDefinition<
          _kindred_user_v1_RequestEmailChangeRequest,
          _kindred_user_v1_RequestEmailChangeRequest__Output
        >;
      };
    };
  };
}
