// Original file: proto/kindred/messaging/v1/messaging_staff.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  DecideRiskCaseRequest as _kindred_messaging_v1_DecideRiskCaseRequest,
  DecideRiskCaseRequest__Output as _kindred_messaging_v1_DecideRiskCaseRequest__Output,
} from '../../../kindred/messaging/v1/DecideRiskCaseRequest';
import type {
  ListRiskCasesRequest as _kindred_messaging_v1_ListRiskCasesRequest,
  ListRiskCasesRequest__Output as _kindred_messaging_v1_ListRiskCasesRequest__Output,
} from '../../../kindred/messaging/v1/ListRiskCasesRequest';
import type {
  ListServiceRepliesRequest as _kindred_messaging_v1_ListServiceRepliesRequest,
  ListServiceRepliesRequest__Output as _kindred_messaging_v1_ListServiceRepliesRequest__Output,
} from '../../../kindred/messaging/v1/ListServiceRepliesRequest';
import type {
  RiskCaseDecision as _kindred_messaging_v1_RiskCaseDecision,
  RiskCaseDecision__Output as _kindred_messaging_v1_RiskCaseDecision__Output,
} from '../../../kindred/messaging/v1/RiskCaseDecision';
import type {
  RiskCaseList as _kindred_messaging_v1_RiskCaseList,
  RiskCaseList__Output as _kindred_messaging_v1_RiskCaseList__Output,
} from '../../../kindred/messaging/v1/RiskCaseList';
import type {
  ServiceReplyList as _kindred_messaging_v1_ServiceReplyList,
  ServiceReplyList__Output as _kindred_messaging_v1_ServiceReplyList__Output,
} from '../../../kindred/messaging/v1/ServiceReplyList';

/**
 * What the staff console needs of messaging (docs/staff-api.md, "Customer service"): which staff
 * member wrote each reply of the customer-service account. Members never see it.
 */
export interface MessagingStaffServiceClient extends grpc.Client {
  /**
   * A staff decision on a member's case: limit | clear | suspend (NOT_FOUND risk_case_not_found when
   * clearing a member without one). Answers the case before and after, for the audit log.
   */
  DecideRiskCase(
    argument: _kindred_messaging_v1_DecideRiskCaseRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseDecision__Output>,
  ): grpc.ClientUnaryCall;
  DecideRiskCase(
    argument: _kindred_messaging_v1_DecideRiskCaseRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseDecision__Output>,
  ): grpc.ClientUnaryCall;
  DecideRiskCase(
    argument: _kindred_messaging_v1_DecideRiskCaseRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseDecision__Output>,
  ): grpc.ClientUnaryCall;
  DecideRiskCase(
    argument: _kindred_messaging_v1_DecideRiskCaseRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseDecision__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * A staff decision on a member's case: limit | clear | suspend (NOT_FOUND risk_case_not_found when
   * clearing a member without one). Answers the case before and after, for the audit log.
   */
  decideRiskCase(
    argument: _kindred_messaging_v1_DecideRiskCaseRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseDecision__Output>,
  ): grpc.ClientUnaryCall;
  decideRiskCase(
    argument: _kindred_messaging_v1_DecideRiskCaseRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseDecision__Output>,
  ): grpc.ClientUnaryCall;
  decideRiskCase(
    argument: _kindred_messaging_v1_DecideRiskCaseRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseDecision__Output>,
  ): grpc.ClientUnaryCall;
  decideRiskCase(
    argument: _kindred_messaging_v1_DecideRiskCaseRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseDecision__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The risk queue (docs/staff-api.md, "Risk queue"): open and limited cases, highest score first.
   */
  ListRiskCases(
    argument: _kindred_messaging_v1_ListRiskCasesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseList__Output>,
  ): grpc.ClientUnaryCall;
  ListRiskCases(
    argument: _kindred_messaging_v1_ListRiskCasesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseList__Output>,
  ): grpc.ClientUnaryCall;
  ListRiskCases(
    argument: _kindred_messaging_v1_ListRiskCasesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseList__Output>,
  ): grpc.ClientUnaryCall;
  ListRiskCases(
    argument: _kindred_messaging_v1_ListRiskCasesRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseList__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The risk queue (docs/staff-api.md, "Risk queue"): open and limited cases, highest score first.
   */
  listRiskCases(
    argument: _kindred_messaging_v1_ListRiskCasesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseList__Output>,
  ): grpc.ClientUnaryCall;
  listRiskCases(
    argument: _kindred_messaging_v1_ListRiskCasesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseList__Output>,
  ): grpc.ClientUnaryCall;
  listRiskCases(
    argument: _kindred_messaging_v1_ListRiskCasesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseList__Output>,
  ): grpc.ClientUnaryCall;
  listRiskCases(
    argument: _kindred_messaging_v1_ListRiskCasesRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_RiskCaseList__Output>,
  ): grpc.ClientUnaryCall;

  ListServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  ListServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  ListServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  ListServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  listServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  listServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  listServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  listServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * What the staff console needs of messaging (docs/staff-api.md, "Customer service"): which staff
 * member wrote each reply of the customer-service account. Members never see it.
 */
export interface MessagingStaffServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * A staff decision on a member's case: limit | clear | suspend (NOT_FOUND risk_case_not_found when
   * clearing a member without one). Answers the case before and after, for the audit log.
   */
  DecideRiskCase: grpc.handleUnaryCall<
    _kindred_messaging_v1_DecideRiskCaseRequest__Output,
    _kindred_messaging_v1_RiskCaseDecision
  >;

  /**
   * The risk queue (docs/staff-api.md, "Risk queue"): open and limited cases, highest score first.
   */
  ListRiskCases: grpc.handleUnaryCall<
    _kindred_messaging_v1_ListRiskCasesRequest__Output,
    _kindred_messaging_v1_RiskCaseList
  >;

  ListServiceReplies: grpc.handleUnaryCall<
    _kindred_messaging_v1_ListServiceRepliesRequest__Output,
    _kindred_messaging_v1_ServiceReplyList
  >;
}

export interface MessagingStaffServiceDefinition extends grpc.ServiceDefinition {
  DecideRiskCase: MethodDefinition<
    _kindred_messaging_v1_DecideRiskCaseRequest,
    _kindred_messaging_v1_RiskCaseDecision,
    _kindred_messaging_v1_DecideRiskCaseRequest__Output,
    _kindred_messaging_v1_RiskCaseDecision__Output
  >;
  ListRiskCases: MethodDefinition<
    _kindred_messaging_v1_ListRiskCasesRequest,
    _kindred_messaging_v1_RiskCaseList,
    _kindred_messaging_v1_ListRiskCasesRequest__Output,
    _kindred_messaging_v1_RiskCaseList__Output
  >;
  ListServiceReplies: MethodDefinition<
    _kindred_messaging_v1_ListServiceRepliesRequest,
    _kindred_messaging_v1_ServiceReplyList,
    _kindred_messaging_v1_ListServiceRepliesRequest__Output,
    _kindred_messaging_v1_ServiceReplyList__Output
  >;
}
