// Original file: proto/kindred/user/v1/account_security.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  CheckPasswordRequest as _kindred_user_v1_CheckPasswordRequest,
  CheckPasswordRequest__Output as _kindred_user_v1_CheckPasswordRequest__Output,
} from '../../../kindred/user/v1/CheckPasswordRequest';
import type {
  EmailChangeCodeRequest as _kindred_user_v1_EmailChangeCodeRequest,
  EmailChangeCodeRequest__Output as _kindred_user_v1_EmailChangeCodeRequest__Output,
} from '../../../kindred/user/v1/EmailChangeCodeRequest';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  FindLoginAccountRequest as _kindred_user_v1_FindLoginAccountRequest,
  FindLoginAccountRequest__Output as _kindred_user_v1_FindLoginAccountRequest__Output,
} from '../../../kindred/user/v1/FindLoginAccountRequest';
import type {
  LoginAccount as _kindred_user_v1_LoginAccount,
  LoginAccount__Output as _kindred_user_v1_LoginAccount__Output,
} from '../../../kindred/user/v1/LoginAccount';
import type {
  RequestEmailChangeRequest as _kindred_user_v1_RequestEmailChangeRequest,
  RequestEmailChangeRequest__Output as _kindred_user_v1_RequestEmailChangeRequest__Output,
} from '../../../kindred/user/v1/RequestEmailChangeRequest';

/**
 * What guards an account against a stolen session (docs/privacy.md, "Step-up"): the password asked
 * again, the email change confirmed by the new address and undone from the old one, and the account
 * a sign-in name belongs to (the edge's password-check limit counts per account).
 */
export interface AccountSecurityServiceClient extends grpc.Client {
  /**
   * Refuses `wrong_password` unless the password is the member's.
   */
  CheckPassword(
    argument: _kindred_user_v1_CheckPasswordRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  CheckPassword(
    argument: _kindred_user_v1_CheckPasswordRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  CheckPassword(
    argument: _kindred_user_v1_CheckPasswordRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  CheckPassword(
    argument: _kindred_user_v1_CheckPasswordRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Refuses `wrong_password` unless the password is the member's.
   */
  checkPassword(
    argument: _kindred_user_v1_CheckPasswordRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  checkPassword(
    argument: _kindred_user_v1_CheckPasswordRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  checkPassword(
    argument: _kindred_user_v1_CheckPasswordRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  checkPassword(
    argument: _kindred_user_v1_CheckPasswordRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The confirmation link: sets the new address and mails the old one a "this wasn't me" link.
   */
  ConfirmEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The confirmation link: sets the new address and mails the old one a "this wasn't me" link.
   */
  confirmEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  confirmEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  confirmEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  confirmEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The account a login name (username or email, trimmed, any case) belongs to; user_id 0 when none.
   * Deprecated: Login counts the attempt itself (attempt_limit); kept for edges of the release before.
   */
  FindLoginAccount(
    argument: _kindred_user_v1_FindLoginAccountRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_LoginAccount__Output>,
  ): grpc.ClientUnaryCall;
  FindLoginAccount(
    argument: _kindred_user_v1_FindLoginAccountRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_LoginAccount__Output>,
  ): grpc.ClientUnaryCall;
  FindLoginAccount(
    argument: _kindred_user_v1_FindLoginAccountRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_LoginAccount__Output>,
  ): grpc.ClientUnaryCall;
  FindLoginAccount(
    argument: _kindred_user_v1_FindLoginAccountRequest,
    callback: grpc.requestCallback<_kindred_user_v1_LoginAccount__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The account a login name (username or email, trimmed, any case) belongs to; user_id 0 when none.
   * Deprecated: Login counts the attempt itself (attempt_limit); kept for edges of the release before.
   */
  findLoginAccount(
    argument: _kindred_user_v1_FindLoginAccountRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_LoginAccount__Output>,
  ): grpc.ClientUnaryCall;
  findLoginAccount(
    argument: _kindred_user_v1_FindLoginAccountRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_LoginAccount__Output>,
  ): grpc.ClientUnaryCall;
  findLoginAccount(
    argument: _kindred_user_v1_FindLoginAccountRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_LoginAccount__Output>,
  ): grpc.ClientUnaryCall;
  findLoginAccount(
    argument: _kindred_user_v1_FindLoginAccountRequest,
    callback: grpc.requestCallback<_kindred_user_v1_LoginAccount__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Password again; mails the new address a confirmation link (or, when another account holds the
   * address, a note to that account). Answers the same either way.
   */
  RequestEmailChange(
    argument: _kindred_user_v1_RequestEmailChangeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RequestEmailChange(
    argument: _kindred_user_v1_RequestEmailChangeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RequestEmailChange(
    argument: _kindred_user_v1_RequestEmailChangeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RequestEmailChange(
    argument: _kindred_user_v1_RequestEmailChangeRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Password again; mails the new address a confirmation link (or, when another account holds the
   * address, a note to that account). Answers the same either way.
   */
  requestEmailChange(
    argument: _kindred_user_v1_RequestEmailChangeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  requestEmailChange(
    argument: _kindred_user_v1_RequestEmailChangeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  requestEmailChange(
    argument: _kindred_user_v1_RequestEmailChangeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  requestEmailChange(
    argument: _kindred_user_v1_RequestEmailChangeRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * "This wasn't me": restores the old address and ends every session of the account.
   */
  RevertEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RevertEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RevertEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RevertEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * "This wasn't me": restores the old address and ends every session of the account.
   */
  revertEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  revertEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  revertEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  revertEmailChange(
    argument: _kindred_user_v1_EmailChangeCodeRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * What guards an account against a stolen session (docs/privacy.md, "Step-up"): the password asked
 * again, the email change confirmed by the new address and undone from the old one, and the account
 * a sign-in name belongs to (the edge's password-check limit counts per account).
 */
export interface AccountSecurityServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Refuses `wrong_password` unless the password is the member's.
   */
  CheckPassword: grpc.handleUnaryCall<_kindred_user_v1_CheckPasswordRequest__Output, _kindred_common_v1_Empty>;

  /**
   * The confirmation link: sets the new address and mails the old one a "this wasn't me" link.
   */
  ConfirmEmailChange: grpc.handleUnaryCall<_kindred_user_v1_EmailChangeCodeRequest__Output, _kindred_common_v1_Empty>;

  /**
   * The account a login name (username or email, trimmed, any case) belongs to; user_id 0 when none.
   * Deprecated: Login counts the attempt itself (attempt_limit); kept for edges of the release before.
   */
  FindLoginAccount: grpc.handleUnaryCall<
    _kindred_user_v1_FindLoginAccountRequest__Output,
    _kindred_user_v1_LoginAccount
  >;

  /**
   * Password again; mails the new address a confirmation link (or, when another account holds the
   * address, a note to that account). Answers the same either way.
   */
  RequestEmailChange: grpc.handleUnaryCall<
    _kindred_user_v1_RequestEmailChangeRequest__Output,
    _kindred_common_v1_Empty
  >;

  /**
   * "This wasn't me": restores the old address and ends every session of the account.
   */
  RevertEmailChange: grpc.handleUnaryCall<_kindred_user_v1_EmailChangeCodeRequest__Output, _kindred_common_v1_Empty>;
}

export interface AccountSecurityServiceDefinition extends grpc.ServiceDefinition {
  CheckPassword: MethodDefinition<
    _kindred_user_v1_CheckPasswordRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_CheckPasswordRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  ConfirmEmailChange: MethodDefinition<
    _kindred_user_v1_EmailChangeCodeRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_EmailChangeCodeRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  FindLoginAccount: MethodDefinition<
    _kindred_user_v1_FindLoginAccountRequest,
    _kindred_user_v1_LoginAccount,
    _kindred_user_v1_FindLoginAccountRequest__Output,
    _kindred_user_v1_LoginAccount__Output
  >;
  RequestEmailChange: MethodDefinition<
    _kindred_user_v1_RequestEmailChangeRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_RequestEmailChangeRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  RevertEmailChange: MethodDefinition<
    _kindred_user_v1_EmailChangeCodeRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_EmailChangeCodeRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
}
