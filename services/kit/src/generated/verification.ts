import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  DecideVerificationRequest as _kindred_user_v1_DecideVerificationRequest,
  DecideVerificationRequest__Output as _kindred_user_v1_DecideVerificationRequest__Output,
} from './kindred/user/v1/DecideVerificationRequest';
import type {
  GetVerificationStateRequest as _kindred_user_v1_GetVerificationStateRequest,
  GetVerificationStateRequest__Output as _kindred_user_v1_GetVerificationStateRequest__Output,
} from './kindred/user/v1/GetVerificationStateRequest';
import type {
  ListPendingVerificationsRequest as _kindred_user_v1_ListPendingVerificationsRequest,
  ListPendingVerificationsRequest__Output as _kindred_user_v1_ListPendingVerificationsRequest__Output,
} from './kindred/user/v1/ListPendingVerificationsRequest';
import type {
  StartVerificationRequest as _kindred_user_v1_StartVerificationRequest,
  StartVerificationRequest__Output as _kindred_user_v1_StartVerificationRequest__Output,
} from './kindred/user/v1/StartVerificationRequest';
import type {
  SubmitVerificationRequest as _kindred_user_v1_SubmitVerificationRequest,
  SubmitVerificationRequest__Output as _kindred_user_v1_SubmitVerificationRequest__Output,
} from './kindred/user/v1/SubmitVerificationRequest';
import type {
  VerificationPose as _kindred_user_v1_VerificationPose,
  VerificationPose__Output as _kindred_user_v1_VerificationPose__Output,
} from './kindred/user/v1/VerificationPose';
import type {
  VerificationRequest as _kindred_user_v1_VerificationRequest,
  VerificationRequest__Output as _kindred_user_v1_VerificationRequest__Output,
} from './kindred/user/v1/VerificationRequest';
import type {
  VerificationRequestPage as _kindred_user_v1_VerificationRequestPage,
  VerificationRequestPage__Output as _kindred_user_v1_VerificationRequestPage__Output,
} from './kindred/user/v1/VerificationRequestPage';
import type {
  VerificationServiceClient as _kindred_user_v1_VerificationServiceClient,
  VerificationServiceDefinition as _kindred_user_v1_VerificationServiceDefinition,
} from './kindred/user/v1/VerificationService';
import type {
  VerificationState as _kindred_user_v1_VerificationState,
  VerificationState__Output as _kindred_user_v1_VerificationState__Output,
} from './kindred/user/v1/VerificationState';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  kindred: {
    user: {
      v1: {
        DecideVerificationRequest: MessageTypeDefinition<
          _kindred_user_v1_DecideVerificationRequest,
          _kindred_user_v1_DecideVerificationRequest__Output
        >;
        GetVerificationStateRequest: MessageTypeDefinition<
          _kindred_user_v1_GetVerificationStateRequest,
          _kindred_user_v1_GetVerificationStateRequest__Output
        >;
        ListPendingVerificationsRequest: MessageTypeDefinition<
          _kindred_user_v1_ListPendingVerificationsRequest,
          _kindred_user_v1_ListPendingVerificationsRequest__Output
        >;
        StartVerificationRequest: MessageTypeDefinition<
          _kindred_user_v1_StartVerificationRequest,
          _kindred_user_v1_StartVerificationRequest__Output
        >;
        SubmitVerificationRequest: MessageTypeDefinition<
          _kindred_user_v1_SubmitVerificationRequest,
          _kindred_user_v1_SubmitVerificationRequest__Output
        >;
        VerificationPose: MessageTypeDefinition<
          _kindred_user_v1_VerificationPose,
          _kindred_user_v1_VerificationPose__Output
        >;
        VerificationRequest: MessageTypeDefinition<
          _kindred_user_v1_VerificationRequest,
          _kindred_user_v1_VerificationRequest__Output
        >;
        VerificationRequestPage: MessageTypeDefinition<
          _kindred_user_v1_VerificationRequestPage,
          _kindred_user_v1_VerificationRequestPage__Output
        >;
        /**
         * Verified profiles (docs/safety.md, "Verified profiles"): a member with an approved avatar asks, the
         * app shows a pose chosen at random, the member sends a selfie in that pose (media keeps it as a
         * private object, never served under /media), staff compare it with the member's photos and approve
         * or refuse. The selfie leaves the object store once decided; an approval makes the member verified.
         */
        VerificationService: SubtypeConstructor<typeof grpc.Client, _kindred_user_v1_VerificationServiceClient> & {
          service: _kindred_user_v1_VerificationServiceDefinition;
        };
        VerificationState: MessageTypeDefinition<
          _kindred_user_v1_VerificationState,
          _kindred_user_v1_VerificationState__Output
        >;
      };
    };
  };
}
