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
  MemberDataArea as _kindred_common_v1_MemberDataArea,
  MemberDataArea__Output as _kindred_common_v1_MemberDataArea__Output,
} from './kindred/common/v1/MemberDataArea';
import type {
  MemberDataAreas as _kindred_common_v1_MemberDataAreas,
  MemberDataAreas__Output as _kindred_common_v1_MemberDataAreas__Output,
} from './kindred/common/v1/MemberDataAreas';
import type {
  MemberDataRequest as _kindred_common_v1_MemberDataRequest,
  MemberDataRequest__Output as _kindred_common_v1_MemberDataRequest__Output,
} from './kindred/common/v1/MemberDataRequest';
import type {
  Page as _kindred_common_v1_Page,
  Page__Output as _kindred_common_v1_Page__Output,
} from './kindred/common/v1/Page';
import type {
  AccountDeletion as _kindred_user_v1_AccountDeletion,
  AccountDeletion__Output as _kindred_user_v1_AccountDeletion__Output,
} from './kindred/user/v1/AccountDeletion';
import type {
  AccountDeletionList as _kindred_user_v1_AccountDeletionList,
  AccountDeletionList__Output as _kindred_user_v1_AccountDeletionList__Output,
} from './kindred/user/v1/AccountDeletionList';
import type {
  AnnounceMemberExportRequest as _kindred_user_v1_AnnounceMemberExportRequest,
  AnnounceMemberExportRequest__Output as _kindred_user_v1_AnnounceMemberExportRequest__Output,
} from './kindred/user/v1/AnnounceMemberExportRequest';
import type {
  GetAccountDeletionRequest as _kindred_user_v1_GetAccountDeletionRequest,
  GetAccountDeletionRequest__Output as _kindred_user_v1_GetAccountDeletionRequest__Output,
} from './kindred/user/v1/GetAccountDeletionRequest';
import type {
  MemberDataServiceClient as _kindred_user_v1_MemberDataServiceClient,
  MemberDataServiceDefinition as _kindred_user_v1_MemberDataServiceDefinition,
} from './kindred/user/v1/MemberDataService';
import type {
  RequestAccountDeletionRequest as _kindred_user_v1_RequestAccountDeletionRequest,
  RequestAccountDeletionRequest__Output as _kindred_user_v1_RequestAccountDeletionRequest__Output,
} from './kindred/user/v1/RequestAccountDeletionRequest';

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
        MemberDataArea: MessageTypeDefinition<
          _kindred_common_v1_MemberDataArea,
          _kindred_common_v1_MemberDataArea__Output
        >;
        MemberDataAreas: MessageTypeDefinition<
          _kindred_common_v1_MemberDataAreas,
          _kindred_common_v1_MemberDataAreas__Output
        >;
        MemberDataRequest: MessageTypeDefinition<
          _kindred_common_v1_MemberDataRequest,
          _kindred_common_v1_MemberDataRequest__Output
        >;
        Page: MessageTypeDefinition<_kindred_common_v1_Page, _kindred_common_v1_Page__Output>;
      };
    };
    user: {
      v1: {
        AccountDeletion: MessageTypeDefinition<
          _kindred_user_v1_AccountDeletion,
          _kindred_user_v1_AccountDeletion__Output
        >;
        AccountDeletionList: MessageTypeDefinition<
          _kindred_user_v1_AccountDeletionList,
          _kindred_user_v1_AccountDeletionList__Output
        >;
        AnnounceMemberExportRequest: MessageTypeDefinition<
          _kindred_user_v1_AnnounceMemberExportRequest,
          _kindred_user_v1_AnnounceMemberExportRequest__Output
        >;
        GetAccountDeletionRequest: MessageTypeDefinition<
          _kindred_user_v1_GetAccountDeletionRequest,
          _kindred_user_v1_GetAccountDeletionRequest__Output
        >;
        /**
         * A member's data rights on the user service's side (docs/privacy.md): the account deletion with its
         * grace period, the export's notice and mail, and the user service's part of the export.
         */
        MemberDataService: SubtypeConstructor<typeof grpc.Client, _kindred_user_v1_MemberDataServiceClient> & {
          service: _kindred_user_v1_MemberDataServiceDefinition;
        };
        RequestAccountDeletionRequest: MessageTypeDefinition<
          _kindred_user_v1_RequestAccountDeletionRequest,
          _kindred_user_v1_RequestAccountDeletionRequest__Output
        >;
      };
    };
  };
}
