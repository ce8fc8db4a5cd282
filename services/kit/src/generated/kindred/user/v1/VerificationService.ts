// Original file: proto/kindred/user/v1/verification.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  DecideVerificationRequest as _kindred_user_v1_DecideVerificationRequest,
  DecideVerificationRequest__Output as _kindred_user_v1_DecideVerificationRequest__Output,
} from '../../../kindred/user/v1/DecideVerificationRequest';
import type {
  GetVerificationStateRequest as _kindred_user_v1_GetVerificationStateRequest,
  GetVerificationStateRequest__Output as _kindred_user_v1_GetVerificationStateRequest__Output,
} from '../../../kindred/user/v1/GetVerificationStateRequest';
import type {
  ListPendingVerificationsRequest as _kindred_user_v1_ListPendingVerificationsRequest,
  ListPendingVerificationsRequest__Output as _kindred_user_v1_ListPendingVerificationsRequest__Output,
} from '../../../kindred/user/v1/ListPendingVerificationsRequest';
import type {
  StartVerificationRequest as _kindred_user_v1_StartVerificationRequest,
  StartVerificationRequest__Output as _kindred_user_v1_StartVerificationRequest__Output,
} from '../../../kindred/user/v1/StartVerificationRequest';
import type {
  SubmitVerificationRequest as _kindred_user_v1_SubmitVerificationRequest,
  SubmitVerificationRequest__Output as _kindred_user_v1_SubmitVerificationRequest__Output,
} from '../../../kindred/user/v1/SubmitVerificationRequest';
import type {
  VerificationPose as _kindred_user_v1_VerificationPose,
  VerificationPose__Output as _kindred_user_v1_VerificationPose__Output,
} from '../../../kindred/user/v1/VerificationPose';
import type {
  VerificationRequest as _kindred_user_v1_VerificationRequest,
  VerificationRequest__Output as _kindred_user_v1_VerificationRequest__Output,
} from '../../../kindred/user/v1/VerificationRequest';
import type {
  VerificationRequestPage as _kindred_user_v1_VerificationRequestPage,
  VerificationRequestPage__Output as _kindred_user_v1_VerificationRequestPage__Output,
} from '../../../kindred/user/v1/VerificationRequestPage';
import type {
  VerificationState as _kindred_user_v1_VerificationState,
  VerificationState__Output as _kindred_user_v1_VerificationState__Output,
} from '../../../kindred/user/v1/VerificationState';

/**
 * Verified profiles (docs/safety.md, "Verified profiles"): a member with an approved avatar asks, the
 * app shows a pose chosen at random, the member sends a selfie in that pose (media keeps it as a
 * private object, never served under /media), staff compare it with the member's photos and approve
 * or refuse. The selfie leaves the object store once decided; an approval makes the member verified.
 */
export interface VerificationServiceClient extends grpc.Client {
  /**
   * Staff approve or refuse (reason required) the member's waiting request; none waiting:
   * verification_not_found. Answers the decided request with the selfie key that media removes now.
   */
  DecideVerification(
    argument: _kindred_user_v1_DecideVerificationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  DecideVerification(
    argument: _kindred_user_v1_DecideVerificationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  DecideVerification(
    argument: _kindred_user_v1_DecideVerificationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  DecideVerification(
    argument: _kindred_user_v1_DecideVerificationRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Staff approve or refuse (reason required) the member's waiting request; none waiting:
   * verification_not_found. Answers the decided request with the selfie key that media removes now.
   */
  decideVerification(
    argument: _kindred_user_v1_DecideVerificationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  decideVerification(
    argument: _kindred_user_v1_DecideVerificationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  decideVerification(
    argument: _kindred_user_v1_DecideVerificationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  decideVerification(
    argument: _kindred_user_v1_DecideVerificationRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Staff: the member's waiting request (to show its selfie); none waiting: verification_not_found.
   */
  GetPendingVerification(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  GetPendingVerification(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  GetPendingVerification(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  GetPendingVerification(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Staff: the member's waiting request (to show its selfie); none waiting: verification_not_found.
   */
  getPendingVerification(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  getPendingVerification(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  getPendingVerification(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;
  getPendingVerification(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequest__Output>,
  ): grpc.ClientUnaryCall;

  GetVerificationState(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  GetVerificationState(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  GetVerificationState(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  GetVerificationState(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  getVerificationState(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  getVerificationState(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  getVerificationState(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  getVerificationState(
    argument: _kindred_user_v1_GetVerificationStateRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Staff: the requests waiting, oldest first.
   */
  ListPendingVerifications(
    argument: _kindred_user_v1_ListPendingVerificationsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequestPage__Output>,
  ): grpc.ClientUnaryCall;
  ListPendingVerifications(
    argument: _kindred_user_v1_ListPendingVerificationsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequestPage__Output>,
  ): grpc.ClientUnaryCall;
  ListPendingVerifications(
    argument: _kindred_user_v1_ListPendingVerificationsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequestPage__Output>,
  ): grpc.ClientUnaryCall;
  ListPendingVerifications(
    argument: _kindred_user_v1_ListPendingVerificationsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequestPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Staff: the requests waiting, oldest first.
   */
  listPendingVerifications(
    argument: _kindred_user_v1_ListPendingVerificationsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequestPage__Output>,
  ): grpc.ClientUnaryCall;
  listPendingVerifications(
    argument: _kindred_user_v1_ListPendingVerificationsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequestPage__Output>,
  ): grpc.ClientUnaryCall;
  listPendingVerifications(
    argument: _kindred_user_v1_ListPendingVerificationsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequestPage__Output>,
  ): grpc.ClientUnaryCall;
  listPendingVerifications(
    argument: _kindred_user_v1_ListPendingVerificationsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationRequestPage__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Picks a pose at random, valid 15 minutes (asking again picks a new one). Without an approved
   * avatar: input error avatar=approved_photo_required. Refused while a request waits
   * (verification_pending) and once verified (already_verified).
   */
  StartVerification(
    argument: _kindred_user_v1_StartVerificationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationPose__Output>,
  ): grpc.ClientUnaryCall;
  StartVerification(
    argument: _kindred_user_v1_StartVerificationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationPose__Output>,
  ): grpc.ClientUnaryCall;
  StartVerification(
    argument: _kindred_user_v1_StartVerificationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationPose__Output>,
  ): grpc.ClientUnaryCall;
  StartVerification(
    argument: _kindred_user_v1_StartVerificationRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationPose__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Picks a pose at random, valid 15 minutes (asking again picks a new one). Without an approved
   * avatar: input error avatar=approved_photo_required. Refused while a request waits
   * (verification_pending) and once verified (already_verified).
   */
  startVerification(
    argument: _kindred_user_v1_StartVerificationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationPose__Output>,
  ): grpc.ClientUnaryCall;
  startVerification(
    argument: _kindred_user_v1_StartVerificationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationPose__Output>,
  ): grpc.ClientUnaryCall;
  startVerification(
    argument: _kindred_user_v1_StartVerificationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationPose__Output>,
  ): grpc.ClientUnaryCall;
  startVerification(
    argument: _kindred_user_v1_StartVerificationRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationPose__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Records the selfie media stored (selfie_key) as a request waiting for staff. Input errors:
   * pose=not_asked (no pose asked, or another one), pose=expired, avatar=approved_photo_required;
   * refused as StartVerification.
   */
  SubmitVerification(
    argument: _kindred_user_v1_SubmitVerificationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  SubmitVerification(
    argument: _kindred_user_v1_SubmitVerificationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  SubmitVerification(
    argument: _kindred_user_v1_SubmitVerificationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  SubmitVerification(
    argument: _kindred_user_v1_SubmitVerificationRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Records the selfie media stored (selfie_key) as a request waiting for staff. Input errors:
   * pose=not_asked (no pose asked, or another one), pose=expired, avatar=approved_photo_required;
   * refused as StartVerification.
   */
  submitVerification(
    argument: _kindred_user_v1_SubmitVerificationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  submitVerification(
    argument: _kindred_user_v1_SubmitVerificationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  submitVerification(
    argument: _kindred_user_v1_SubmitVerificationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
  submitVerification(
    argument: _kindred_user_v1_SubmitVerificationRequest,
    callback: grpc.requestCallback<_kindred_user_v1_VerificationState__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * Verified profiles (docs/safety.md, "Verified profiles"): a member with an approved avatar asks, the
 * app shows a pose chosen at random, the member sends a selfie in that pose (media keeps it as a
 * private object, never served under /media), staff compare it with the member's photos and approve
 * or refuse. The selfie leaves the object store once decided; an approval makes the member verified.
 */
export interface VerificationServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Staff approve or refuse (reason required) the member's waiting request; none waiting:
   * verification_not_found. Answers the decided request with the selfie key that media removes now.
   */
  DecideVerification: grpc.handleUnaryCall<
    _kindred_user_v1_DecideVerificationRequest__Output,
    _kindred_user_v1_VerificationRequest
  >;

  /**
   * Staff: the member's waiting request (to show its selfie); none waiting: verification_not_found.
   */
  GetPendingVerification: grpc.handleUnaryCall<
    _kindred_user_v1_GetVerificationStateRequest__Output,
    _kindred_user_v1_VerificationRequest
  >;

  GetVerificationState: grpc.handleUnaryCall<
    _kindred_user_v1_GetVerificationStateRequest__Output,
    _kindred_user_v1_VerificationState
  >;

  /**
   * Staff: the requests waiting, oldest first.
   */
  ListPendingVerifications: grpc.handleUnaryCall<
    _kindred_user_v1_ListPendingVerificationsRequest__Output,
    _kindred_user_v1_VerificationRequestPage
  >;

  /**
   * Picks a pose at random, valid 15 minutes (asking again picks a new one). Without an approved
   * avatar: input error avatar=approved_photo_required. Refused while a request waits
   * (verification_pending) and once verified (already_verified).
   */
  StartVerification: grpc.handleUnaryCall<
    _kindred_user_v1_StartVerificationRequest__Output,
    _kindred_user_v1_VerificationPose
  >;

  /**
   * Records the selfie media stored (selfie_key) as a request waiting for staff. Input errors:
   * pose=not_asked (no pose asked, or another one), pose=expired, avatar=approved_photo_required;
   * refused as StartVerification.
   */
  SubmitVerification: grpc.handleUnaryCall<
    _kindred_user_v1_SubmitVerificationRequest__Output,
    _kindred_user_v1_VerificationState
  >;
}

export interface VerificationServiceDefinition extends grpc.ServiceDefinition {
  DecideVerification: MethodDefinition<
    _kindred_user_v1_DecideVerificationRequest,
    _kindred_user_v1_VerificationRequest,
    _kindred_user_v1_DecideVerificationRequest__Output,
    _kindred_user_v1_VerificationRequest__Output
  >;
  GetPendingVerification: MethodDefinition<
    _kindred_user_v1_GetVerificationStateRequest,
    _kindred_user_v1_VerificationRequest,
    _kindred_user_v1_GetVerificationStateRequest__Output,
    _kindred_user_v1_VerificationRequest__Output
  >;
  GetVerificationState: MethodDefinition<
    _kindred_user_v1_GetVerificationStateRequest,
    _kindred_user_v1_VerificationState,
    _kindred_user_v1_GetVerificationStateRequest__Output,
    _kindred_user_v1_VerificationState__Output
  >;
  ListPendingVerifications: MethodDefinition<
    _kindred_user_v1_ListPendingVerificationsRequest,
    _kindred_user_v1_VerificationRequestPage,
    _kindred_user_v1_ListPendingVerificationsRequest__Output,
    _kindred_user_v1_VerificationRequestPage__Output
  >;
  StartVerification: MethodDefinition<
    _kindred_user_v1_StartVerificationRequest,
    _kindred_user_v1_VerificationPose,
    _kindred_user_v1_StartVerificationRequest__Output,
    _kindred_user_v1_VerificationPose__Output
  >;
  SubmitVerification: MethodDefinition<
    _kindred_user_v1_SubmitVerificationRequest,
    _kindred_user_v1_VerificationState,
    _kindred_user_v1_SubmitVerificationRequest__Output,
    _kindred_user_v1_VerificationState__Output
  >;
}
