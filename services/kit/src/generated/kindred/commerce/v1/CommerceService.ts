// Original file: proto/kindred/commerce/v1/commerce.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  Balance as _kindred_commerce_v1_Balance,
  Balance__Output as _kindred_commerce_v1_Balance__Output,
} from '../../../kindred/commerce/v1/Balance';
import type {
  CompletePaymentRequest as _kindred_commerce_v1_CompletePaymentRequest,
  CompletePaymentRequest__Output as _kindred_commerce_v1_CompletePaymentRequest__Output,
} from '../../../kindred/commerce/v1/CompletePaymentRequest';
import type {
  CompletePaymentResponse as _kindred_commerce_v1_CompletePaymentResponse,
  CompletePaymentResponse__Output as _kindred_commerce_v1_CompletePaymentResponse__Output,
} from '../../../kindred/commerce/v1/CompletePaymentResponse';
import type {
  CreatePaymentSessionRequest as _kindred_commerce_v1_CreatePaymentSessionRequest,
  CreatePaymentSessionRequest__Output as _kindred_commerce_v1_CreatePaymentSessionRequest__Output,
} from '../../../kindred/commerce/v1/CreatePaymentSessionRequest';
import type {
  DecideSandboxCheckoutRequest as _kindred_commerce_v1_DecideSandboxCheckoutRequest,
  DecideSandboxCheckoutRequest__Output as _kindred_commerce_v1_DecideSandboxCheckoutRequest__Output,
} from '../../../kindred/commerce/v1/DecideSandboxCheckoutRequest';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  GetBalanceRequest as _kindred_commerce_v1_GetBalanceRequest,
  GetBalanceRequest__Output as _kindred_commerce_v1_GetBalanceRequest__Output,
} from '../../../kindred/commerce/v1/GetBalanceRequest';
import type {
  GetGiftRequest as _kindred_commerce_v1_GetGiftRequest,
  GetGiftRequest__Output as _kindred_commerce_v1_GetGiftRequest__Output,
} from '../../../kindred/commerce/v1/GetGiftRequest';
import type {
  GetOrderRequest as _kindred_commerce_v1_GetOrderRequest,
  GetOrderRequest__Output as _kindred_commerce_v1_GetOrderRequest__Output,
} from '../../../kindred/commerce/v1/GetOrderRequest';
import type {
  GetSandboxCheckoutRequest as _kindred_commerce_v1_GetSandboxCheckoutRequest,
  GetSandboxCheckoutRequest__Output as _kindred_commerce_v1_GetSandboxCheckoutRequest__Output,
} from '../../../kindred/commerce/v1/GetSandboxCheckoutRequest';
import type {
  Gift as _kindred_commerce_v1_Gift,
  Gift__Output as _kindred_commerce_v1_Gift__Output,
} from '../../../kindred/commerce/v1/Gift';
import type {
  GiftCatalogue as _kindred_commerce_v1_GiftCatalogue,
  GiftCatalogue__Output as _kindred_commerce_v1_GiftCatalogue__Output,
} from '../../../kindred/commerce/v1/GiftCatalogue';
import type {
  GiveGiftRequest as _kindred_commerce_v1_GiveGiftRequest,
  GiveGiftRequest__Output as _kindred_commerce_v1_GiveGiftRequest__Output,
} from '../../../kindred/commerce/v1/GiveGiftRequest';
import type {
  GiveGiftResponse as _kindred_commerce_v1_GiveGiftResponse,
  GiveGiftResponse__Output as _kindred_commerce_v1_GiveGiftResponse__Output,
} from '../../../kindred/commerce/v1/GiveGiftResponse';
import type {
  LedgerRequest as _kindred_commerce_v1_LedgerRequest,
  LedgerRequest__Output as _kindred_commerce_v1_LedgerRequest__Output,
} from '../../../kindred/commerce/v1/LedgerRequest';
import type {
  ListReceivedGiftsRequest as _kindred_commerce_v1_ListReceivedGiftsRequest,
  ListReceivedGiftsRequest__Output as _kindred_commerce_v1_ListReceivedGiftsRequest__Output,
} from '../../../kindred/commerce/v1/ListReceivedGiftsRequest';
import type {
  MemberDataAreas as _kindred_common_v1_MemberDataAreas,
  MemberDataAreas__Output as _kindred_common_v1_MemberDataAreas__Output,
} from '../../../kindred/common/v1/MemberDataAreas';
import type {
  MemberDataRequest as _kindred_common_v1_MemberDataRequest,
  MemberDataRequest__Output as _kindred_common_v1_MemberDataRequest__Output,
} from '../../../kindred/common/v1/MemberDataRequest';
import type {
  Order as _kindred_commerce_v1_Order,
  Order__Output as _kindred_commerce_v1_Order__Output,
} from '../../../kindred/commerce/v1/Order';
import type {
  PayRequest as _kindred_commerce_v1_PayRequest,
  PayRequest__Output as _kindred_commerce_v1_PayRequest__Output,
} from '../../../kindred/commerce/v1/PayRequest';
import type {
  PayResponse as _kindred_commerce_v1_PayResponse,
  PayResponse__Output as _kindred_commerce_v1_PayResponse__Output,
} from '../../../kindred/commerce/v1/PayResponse';
import type {
  PaymentSession as _kindred_commerce_v1_PaymentSession,
  PaymentSession__Output as _kindred_commerce_v1_PaymentSession__Output,
} from '../../../kindred/commerce/v1/PaymentSession';
import type {
  ReceivedGiftList as _kindred_commerce_v1_ReceivedGiftList,
  ReceivedGiftList__Output as _kindred_commerce_v1_ReceivedGiftList__Output,
} from '../../../kindred/commerce/v1/ReceivedGiftList';
import type {
  RechargePackageList as _kindred_commerce_v1_RechargePackageList,
  RechargePackageList__Output as _kindred_commerce_v1_RechargePackageList__Output,
} from '../../../kindred/commerce/v1/RechargePackageList';
import type {
  SandboxCheckout as _kindred_commerce_v1_SandboxCheckout,
  SandboxCheckout__Output as _kindred_commerce_v1_SandboxCheckout__Output,
} from '../../../kindred/commerce/v1/SandboxCheckout';
import type {
  SignedNotification as _kindred_commerce_v1_SignedNotification,
  SignedNotification__Output as _kindred_commerce_v1_SignedNotification__Output,
} from '../../../kindred/commerce/v1/SignedNotification';
import type {
  UpgradeTiers as _kindred_commerce_v1_UpgradeTiers,
  UpgradeTiers__Output as _kindred_commerce_v1_UpgradeTiers__Output,
} from '../../../kindred/commerce/v1/UpgradeTiers';

/**
 * The credit ledger, the gift catalogue and giving, packages, orders and payments.
 */
export interface CommerceServiceClient extends grpc.Client {
  /**
   * A provider's signed notification (webhook body and signature header), verified here.
   */
  CompletePayment(
    argument: _kindred_commerce_v1_CompletePaymentRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_CompletePaymentResponse__Output>,
  ): grpc.ClientUnaryCall;
  CompletePayment(
    argument: _kindred_commerce_v1_CompletePaymentRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_CompletePaymentResponse__Output>,
  ): grpc.ClientUnaryCall;
  CompletePayment(
    argument: _kindred_commerce_v1_CompletePaymentRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_CompletePaymentResponse__Output>,
  ): grpc.ClientUnaryCall;
  CompletePayment(
    argument: _kindred_commerce_v1_CompletePaymentRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_CompletePaymentResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * A provider's signed notification (webhook body and signature header), verified here.
   */
  completePayment(
    argument: _kindred_commerce_v1_CompletePaymentRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_CompletePaymentResponse__Output>,
  ): grpc.ClientUnaryCall;
  completePayment(
    argument: _kindred_commerce_v1_CompletePaymentRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_CompletePaymentResponse__Output>,
  ): grpc.ClientUnaryCall;
  completePayment(
    argument: _kindred_commerce_v1_CompletePaymentRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_CompletePaymentResponse__Output>,
  ): grpc.ClientUnaryCall;
  completePayment(
    argument: _kindred_commerce_v1_CompletePaymentRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_CompletePaymentResponse__Output>,
  ): grpc.ClientUnaryCall;

  CreatePaymentSession(
    argument: _kindred_commerce_v1_CreatePaymentSessionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_PaymentSession__Output>,
  ): grpc.ClientUnaryCall;
  CreatePaymentSession(
    argument: _kindred_commerce_v1_CreatePaymentSessionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_PaymentSession__Output>,
  ): grpc.ClientUnaryCall;
  CreatePaymentSession(
    argument: _kindred_commerce_v1_CreatePaymentSessionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_PaymentSession__Output>,
  ): grpc.ClientUnaryCall;
  CreatePaymentSession(
    argument: _kindred_commerce_v1_CreatePaymentSessionRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_PaymentSession__Output>,
  ): grpc.ClientUnaryCall;
  createPaymentSession(
    argument: _kindred_commerce_v1_CreatePaymentSessionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_PaymentSession__Output>,
  ): grpc.ClientUnaryCall;
  createPaymentSession(
    argument: _kindred_commerce_v1_CreatePaymentSessionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_PaymentSession__Output>,
  ): grpc.ClientUnaryCall;
  createPaymentSession(
    argument: _kindred_commerce_v1_CreatePaymentSessionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_PaymentSession__Output>,
  ): grpc.ClientUnaryCall;
  createPaymentSession(
    argument: _kindred_commerce_v1_CreatePaymentSessionRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_PaymentSession__Output>,
  ): grpc.ClientUnaryCall;

  Credit(
    argument: _kindred_commerce_v1_LedgerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  Credit(
    argument: _kindred_commerce_v1_LedgerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  Credit(
    argument: _kindred_commerce_v1_LedgerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  Credit(
    argument: _kindred_commerce_v1_LedgerRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  credit(
    argument: _kindred_commerce_v1_LedgerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  credit(
    argument: _kindred_commerce_v1_LedgerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  credit(
    argument: _kindred_commerce_v1_LedgerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  credit(
    argument: _kindred_commerce_v1_LedgerRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;

  Debit(
    argument: _kindred_commerce_v1_LedgerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  Debit(
    argument: _kindred_commerce_v1_LedgerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  Debit(
    argument: _kindred_commerce_v1_LedgerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  Debit(
    argument: _kindred_commerce_v1_LedgerRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  debit(
    argument: _kindred_commerce_v1_LedgerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  debit(
    argument: _kindred_commerce_v1_LedgerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  debit(
    argument: _kindred_commerce_v1_LedgerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  debit(
    argument: _kindred_commerce_v1_LedgerRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;

  DecideSandboxCheckout(
    argument: _kindred_commerce_v1_DecideSandboxCheckoutRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_SignedNotification__Output>,
  ): grpc.ClientUnaryCall;
  DecideSandboxCheckout(
    argument: _kindred_commerce_v1_DecideSandboxCheckoutRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_SignedNotification__Output>,
  ): grpc.ClientUnaryCall;
  DecideSandboxCheckout(
    argument: _kindred_commerce_v1_DecideSandboxCheckoutRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_SignedNotification__Output>,
  ): grpc.ClientUnaryCall;
  DecideSandboxCheckout(
    argument: _kindred_commerce_v1_DecideSandboxCheckoutRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_SignedNotification__Output>,
  ): grpc.ClientUnaryCall;
  decideSandboxCheckout(
    argument: _kindred_commerce_v1_DecideSandboxCheckoutRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_SignedNotification__Output>,
  ): grpc.ClientUnaryCall;
  decideSandboxCheckout(
    argument: _kindred_commerce_v1_DecideSandboxCheckoutRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_SignedNotification__Output>,
  ): grpc.ClientUnaryCall;
  decideSandboxCheckout(
    argument: _kindred_commerce_v1_DecideSandboxCheckoutRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_SignedNotification__Output>,
  ): grpc.ClientUnaryCall;
  decideSandboxCheckout(
    argument: _kindred_commerce_v1_DecideSandboxCheckoutRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_SignedNotification__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The member's own data for their export (docs/privacy.md).
   */
  ExportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  ExportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  ExportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  ExportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The member's own data for their export (docs/privacy.md).
   */
  exportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  exportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  exportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  exportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;

  GetBalance(
    argument: _kindred_commerce_v1_GetBalanceRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  GetBalance(
    argument: _kindred_commerce_v1_GetBalanceRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  GetBalance(
    argument: _kindred_commerce_v1_GetBalanceRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  GetBalance(
    argument: _kindred_commerce_v1_GetBalanceRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  getBalance(
    argument: _kindred_commerce_v1_GetBalanceRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  getBalance(
    argument: _kindred_commerce_v1_GetBalanceRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  getBalance(
    argument: _kindred_commerce_v1_GetBalanceRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;
  getBalance(
    argument: _kindred_commerce_v1_GetBalanceRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_Balance__Output>,
  ): grpc.ClientUnaryCall;

  GetGift(
    argument: _kindred_commerce_v1_GetGiftRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Gift__Output>,
  ): grpc.ClientUnaryCall;
  GetGift(
    argument: _kindred_commerce_v1_GetGiftRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_Gift__Output>,
  ): grpc.ClientUnaryCall;
  GetGift(
    argument: _kindred_commerce_v1_GetGiftRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Gift__Output>,
  ): grpc.ClientUnaryCall;
  GetGift(
    argument: _kindred_commerce_v1_GetGiftRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_Gift__Output>,
  ): grpc.ClientUnaryCall;
  getGift(
    argument: _kindred_commerce_v1_GetGiftRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Gift__Output>,
  ): grpc.ClientUnaryCall;
  getGift(
    argument: _kindred_commerce_v1_GetGiftRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_Gift__Output>,
  ): grpc.ClientUnaryCall;
  getGift(
    argument: _kindred_commerce_v1_GetGiftRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Gift__Output>,
  ): grpc.ClientUnaryCall;
  getGift(
    argument: _kindred_commerce_v1_GetGiftRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_Gift__Output>,
  ): grpc.ClientUnaryCall;

  GetOrder(
    argument: _kindred_commerce_v1_GetOrderRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Order__Output>,
  ): grpc.ClientUnaryCall;
  GetOrder(
    argument: _kindred_commerce_v1_GetOrderRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_Order__Output>,
  ): grpc.ClientUnaryCall;
  GetOrder(
    argument: _kindred_commerce_v1_GetOrderRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Order__Output>,
  ): grpc.ClientUnaryCall;
  GetOrder(
    argument: _kindred_commerce_v1_GetOrderRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_Order__Output>,
  ): grpc.ClientUnaryCall;
  getOrder(
    argument: _kindred_commerce_v1_GetOrderRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Order__Output>,
  ): grpc.ClientUnaryCall;
  getOrder(
    argument: _kindred_commerce_v1_GetOrderRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_Order__Output>,
  ): grpc.ClientUnaryCall;
  getOrder(
    argument: _kindred_commerce_v1_GetOrderRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_Order__Output>,
  ): grpc.ClientUnaryCall;
  getOrder(
    argument: _kindred_commerce_v1_GetOrderRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_Order__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The sandbox processor's side (a fake outside party, refused unless the sandbox provider is on):
   * what its hosted page shows, and the signed notification it sends after the payer decides.
   */
  GetSandboxCheckout(
    argument: _kindred_commerce_v1_GetSandboxCheckoutRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_SandboxCheckout__Output>,
  ): grpc.ClientUnaryCall;
  GetSandboxCheckout(
    argument: _kindred_commerce_v1_GetSandboxCheckoutRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_SandboxCheckout__Output>,
  ): grpc.ClientUnaryCall;
  GetSandboxCheckout(
    argument: _kindred_commerce_v1_GetSandboxCheckoutRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_SandboxCheckout__Output>,
  ): grpc.ClientUnaryCall;
  GetSandboxCheckout(
    argument: _kindred_commerce_v1_GetSandboxCheckoutRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_SandboxCheckout__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The sandbox processor's side (a fake outside party, refused unless the sandbox provider is on):
   * what its hosted page shows, and the signed notification it sends after the payer decides.
   */
  getSandboxCheckout(
    argument: _kindred_commerce_v1_GetSandboxCheckoutRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_SandboxCheckout__Output>,
  ): grpc.ClientUnaryCall;
  getSandboxCheckout(
    argument: _kindred_commerce_v1_GetSandboxCheckoutRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_SandboxCheckout__Output>,
  ): grpc.ClientUnaryCall;
  getSandboxCheckout(
    argument: _kindred_commerce_v1_GetSandboxCheckoutRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_SandboxCheckout__Output>,
  ): grpc.ClientUnaryCall;
  getSandboxCheckout(
    argument: _kindred_commerce_v1_GetSandboxCheckoutRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_SandboxCheckout__Output>,
  ): grpc.ClientUnaryCall;

  GiveGift(
    argument: _kindred_commerce_v1_GiveGiftRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiveGiftResponse__Output>,
  ): grpc.ClientUnaryCall;
  GiveGift(
    argument: _kindred_commerce_v1_GiveGiftRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiveGiftResponse__Output>,
  ): grpc.ClientUnaryCall;
  GiveGift(
    argument: _kindred_commerce_v1_GiveGiftRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiveGiftResponse__Output>,
  ): grpc.ClientUnaryCall;
  GiveGift(
    argument: _kindred_commerce_v1_GiveGiftRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiveGiftResponse__Output>,
  ): grpc.ClientUnaryCall;
  giveGift(
    argument: _kindred_commerce_v1_GiveGiftRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiveGiftResponse__Output>,
  ): grpc.ClientUnaryCall;
  giveGift(
    argument: _kindred_commerce_v1_GiveGiftRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiveGiftResponse__Output>,
  ): grpc.ClientUnaryCall;
  giveGift(
    argument: _kindred_commerce_v1_GiveGiftRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiveGiftResponse__Output>,
  ): grpc.ClientUnaryCall;
  giveGift(
    argument: _kindred_commerce_v1_GiveGiftRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiveGiftResponse__Output>,
  ): grpc.ClientUnaryCall;

  ListGiftCatalogue(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiftCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  ListGiftCatalogue(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiftCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  ListGiftCatalogue(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiftCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  ListGiftCatalogue(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiftCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  listGiftCatalogue(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiftCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  listGiftCatalogue(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiftCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  listGiftCatalogue(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiftCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  listGiftCatalogue(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_commerce_v1_GiftCatalogue__Output>,
  ): grpc.ClientUnaryCall;

  ListReceivedGifts(
    argument: _kindred_commerce_v1_ListReceivedGiftsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_ReceivedGiftList__Output>,
  ): grpc.ClientUnaryCall;
  ListReceivedGifts(
    argument: _kindred_commerce_v1_ListReceivedGiftsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_ReceivedGiftList__Output>,
  ): grpc.ClientUnaryCall;
  ListReceivedGifts(
    argument: _kindred_commerce_v1_ListReceivedGiftsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_ReceivedGiftList__Output>,
  ): grpc.ClientUnaryCall;
  ListReceivedGifts(
    argument: _kindred_commerce_v1_ListReceivedGiftsRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_ReceivedGiftList__Output>,
  ): grpc.ClientUnaryCall;
  listReceivedGifts(
    argument: _kindred_commerce_v1_ListReceivedGiftsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_ReceivedGiftList__Output>,
  ): grpc.ClientUnaryCall;
  listReceivedGifts(
    argument: _kindred_commerce_v1_ListReceivedGiftsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_ReceivedGiftList__Output>,
  ): grpc.ClientUnaryCall;
  listReceivedGifts(
    argument: _kindred_commerce_v1_ListReceivedGiftsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_ReceivedGiftList__Output>,
  ): grpc.ClientUnaryCall;
  listReceivedGifts(
    argument: _kindred_commerce_v1_ListReceivedGiftsRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_ReceivedGiftList__Output>,
  ): grpc.ClientUnaryCall;

  ListRechargePackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RechargePackageList__Output>,
  ): grpc.ClientUnaryCall;
  ListRechargePackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_RechargePackageList__Output>,
  ): grpc.ClientUnaryCall;
  ListRechargePackages(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RechargePackageList__Output>,
  ): grpc.ClientUnaryCall;
  ListRechargePackages(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_commerce_v1_RechargePackageList__Output>,
  ): grpc.ClientUnaryCall;
  listRechargePackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RechargePackageList__Output>,
  ): grpc.ClientUnaryCall;
  listRechargePackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_RechargePackageList__Output>,
  ): grpc.ClientUnaryCall;
  listRechargePackages(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RechargePackageList__Output>,
  ): grpc.ClientUnaryCall;
  listRechargePackages(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_commerce_v1_RechargePackageList__Output>,
  ): grpc.ClientUnaryCall;

  ListUpgradePackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_UpgradeTiers__Output>,
  ): grpc.ClientUnaryCall;
  ListUpgradePackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_UpgradeTiers__Output>,
  ): grpc.ClientUnaryCall;
  ListUpgradePackages(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_UpgradeTiers__Output>,
  ): grpc.ClientUnaryCall;
  ListUpgradePackages(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_commerce_v1_UpgradeTiers__Output>,
  ): grpc.ClientUnaryCall;
  listUpgradePackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_UpgradeTiers__Output>,
  ): grpc.ClientUnaryCall;
  listUpgradePackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_UpgradeTiers__Output>,
  ): grpc.ClientUnaryCall;
  listUpgradePackages(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_UpgradeTiers__Output>,
  ): grpc.ClientUnaryCall;
  listUpgradePackages(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_commerce_v1_UpgradeTiers__Output>,
  ): grpc.ClientUnaryCall;

  Pay(
    argument: _kindred_commerce_v1_PayRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_PayResponse__Output>,
  ): grpc.ClientUnaryCall;
  Pay(
    argument: _kindred_commerce_v1_PayRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_PayResponse__Output>,
  ): grpc.ClientUnaryCall;
  Pay(
    argument: _kindred_commerce_v1_PayRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_PayResponse__Output>,
  ): grpc.ClientUnaryCall;
  Pay(
    argument: _kindred_commerce_v1_PayRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_PayResponse__Output>,
  ): grpc.ClientUnaryCall;
  pay(
    argument: _kindred_commerce_v1_PayRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_PayResponse__Output>,
  ): grpc.ClientUnaryCall;
  pay(
    argument: _kindred_commerce_v1_PayRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_PayResponse__Output>,
  ): grpc.ClientUnaryCall;
  pay(
    argument: _kindred_commerce_v1_PayRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_PayResponse__Output>,
  ): grpc.ClientUnaryCall;
  pay(
    argument: _kindred_commerce_v1_PayRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_PayResponse__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * The credit ledger, the gift catalogue and giving, packages, orders and payments.
 */
export interface CommerceServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * A provider's signed notification (webhook body and signature header), verified here.
   */
  CompletePayment: grpc.handleUnaryCall<
    _kindred_commerce_v1_CompletePaymentRequest__Output,
    _kindred_commerce_v1_CompletePaymentResponse
  >;

  CreatePaymentSession: grpc.handleUnaryCall<
    _kindred_commerce_v1_CreatePaymentSessionRequest__Output,
    _kindred_commerce_v1_PaymentSession
  >;

  Credit: grpc.handleUnaryCall<_kindred_commerce_v1_LedgerRequest__Output, _kindred_commerce_v1_Balance>;

  Debit: grpc.handleUnaryCall<_kindred_commerce_v1_LedgerRequest__Output, _kindred_commerce_v1_Balance>;

  DecideSandboxCheckout: grpc.handleUnaryCall<
    _kindred_commerce_v1_DecideSandboxCheckoutRequest__Output,
    _kindred_commerce_v1_SignedNotification
  >;

  /**
   * The member's own data for their export (docs/privacy.md).
   */
  ExportMemberData: grpc.handleUnaryCall<
    _kindred_common_v1_MemberDataRequest__Output,
    _kindred_common_v1_MemberDataAreas
  >;

  GetBalance: grpc.handleUnaryCall<_kindred_commerce_v1_GetBalanceRequest__Output, _kindred_commerce_v1_Balance>;

  GetGift: grpc.handleUnaryCall<_kindred_commerce_v1_GetGiftRequest__Output, _kindred_commerce_v1_Gift>;

  GetOrder: grpc.handleUnaryCall<_kindred_commerce_v1_GetOrderRequest__Output, _kindred_commerce_v1_Order>;

  /**
   * The sandbox processor's side (a fake outside party, refused unless the sandbox provider is on):
   * what its hosted page shows, and the signed notification it sends after the payer decides.
   */
  GetSandboxCheckout: grpc.handleUnaryCall<
    _kindred_commerce_v1_GetSandboxCheckoutRequest__Output,
    _kindred_commerce_v1_SandboxCheckout
  >;

  GiveGift: grpc.handleUnaryCall<_kindred_commerce_v1_GiveGiftRequest__Output, _kindred_commerce_v1_GiveGiftResponse>;

  ListGiftCatalogue: grpc.handleUnaryCall<_kindred_common_v1_Empty__Output, _kindred_commerce_v1_GiftCatalogue>;

  ListReceivedGifts: grpc.handleUnaryCall<
    _kindred_commerce_v1_ListReceivedGiftsRequest__Output,
    _kindred_commerce_v1_ReceivedGiftList
  >;

  ListRechargePackages: grpc.handleUnaryCall<
    _kindred_common_v1_Empty__Output,
    _kindred_commerce_v1_RechargePackageList
  >;

  ListUpgradePackages: grpc.handleUnaryCall<_kindred_common_v1_Empty__Output, _kindred_commerce_v1_UpgradeTiers>;

  Pay: grpc.handleUnaryCall<_kindred_commerce_v1_PayRequest__Output, _kindred_commerce_v1_PayResponse>;
}

export interface CommerceServiceDefinition extends grpc.ServiceDefinition {
  CompletePayment: MethodDefinition<
    _kindred_commerce_v1_CompletePaymentRequest,
    _kindred_commerce_v1_CompletePaymentResponse,
    _kindred_commerce_v1_CompletePaymentRequest__Output,
    _kindred_commerce_v1_CompletePaymentResponse__Output
  >;
  CreatePaymentSession: MethodDefinition<
    _kindred_commerce_v1_CreatePaymentSessionRequest,
    _kindred_commerce_v1_PaymentSession,
    _kindred_commerce_v1_CreatePaymentSessionRequest__Output,
    _kindred_commerce_v1_PaymentSession__Output
  >;
  Credit: MethodDefinition<
    _kindred_commerce_v1_LedgerRequest,
    _kindred_commerce_v1_Balance,
    _kindred_commerce_v1_LedgerRequest__Output,
    _kindred_commerce_v1_Balance__Output
  >;
  Debit: MethodDefinition<
    _kindred_commerce_v1_LedgerRequest,
    _kindred_commerce_v1_Balance,
    _kindred_commerce_v1_LedgerRequest__Output,
    _kindred_commerce_v1_Balance__Output
  >;
  DecideSandboxCheckout: MethodDefinition<
    _kindred_commerce_v1_DecideSandboxCheckoutRequest,
    _kindred_commerce_v1_SignedNotification,
    _kindred_commerce_v1_DecideSandboxCheckoutRequest__Output,
    _kindred_commerce_v1_SignedNotification__Output
  >;
  ExportMemberData: MethodDefinition<
    _kindred_common_v1_MemberDataRequest,
    _kindred_common_v1_MemberDataAreas,
    _kindred_common_v1_MemberDataRequest__Output,
    _kindred_common_v1_MemberDataAreas__Output
  >;
  GetBalance: MethodDefinition<
    _kindred_commerce_v1_GetBalanceRequest,
    _kindred_commerce_v1_Balance,
    _kindred_commerce_v1_GetBalanceRequest__Output,
    _kindred_commerce_v1_Balance__Output
  >;
  GetGift: MethodDefinition<
    _kindred_commerce_v1_GetGiftRequest,
    _kindred_commerce_v1_Gift,
    _kindred_commerce_v1_GetGiftRequest__Output,
    _kindred_commerce_v1_Gift__Output
  >;
  GetOrder: MethodDefinition<
    _kindred_commerce_v1_GetOrderRequest,
    _kindred_commerce_v1_Order,
    _kindred_commerce_v1_GetOrderRequest__Output,
    _kindred_commerce_v1_Order__Output
  >;
  GetSandboxCheckout: MethodDefinition<
    _kindred_commerce_v1_GetSandboxCheckoutRequest,
    _kindred_commerce_v1_SandboxCheckout,
    _kindred_commerce_v1_GetSandboxCheckoutRequest__Output,
    _kindred_commerce_v1_SandboxCheckout__Output
  >;
  GiveGift: MethodDefinition<
    _kindred_commerce_v1_GiveGiftRequest,
    _kindred_commerce_v1_GiveGiftResponse,
    _kindred_commerce_v1_GiveGiftRequest__Output,
    _kindred_commerce_v1_GiveGiftResponse__Output
  >;
  ListGiftCatalogue: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_commerce_v1_GiftCatalogue,
    _kindred_common_v1_Empty__Output,
    _kindred_commerce_v1_GiftCatalogue__Output
  >;
  ListReceivedGifts: MethodDefinition<
    _kindred_commerce_v1_ListReceivedGiftsRequest,
    _kindred_commerce_v1_ReceivedGiftList,
    _kindred_commerce_v1_ListReceivedGiftsRequest__Output,
    _kindred_commerce_v1_ReceivedGiftList__Output
  >;
  ListRechargePackages: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_commerce_v1_RechargePackageList,
    _kindred_common_v1_Empty__Output,
    _kindred_commerce_v1_RechargePackageList__Output
  >;
  ListUpgradePackages: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_commerce_v1_UpgradeTiers,
    _kindred_common_v1_Empty__Output,
    _kindred_commerce_v1_UpgradeTiers__Output
  >;
  Pay: MethodDefinition<
    _kindred_commerce_v1_PayRequest,
    _kindred_commerce_v1_PayResponse,
    _kindred_commerce_v1_PayRequest__Output,
    _kindred_commerce_v1_PayResponse__Output
  >;
}
