import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  Balance as _kindred_commerce_v1_Balance,
  Balance__Output as _kindred_commerce_v1_Balance__Output,
} from './kindred/commerce/v1/Balance';
import type {
  CommerceServiceClient as _kindred_commerce_v1_CommerceServiceClient,
  CommerceServiceDefinition as _kindred_commerce_v1_CommerceServiceDefinition,
} from './kindred/commerce/v1/CommerceService';
import type {
  CompletePaymentRequest as _kindred_commerce_v1_CompletePaymentRequest,
  CompletePaymentRequest__Output as _kindred_commerce_v1_CompletePaymentRequest__Output,
} from './kindred/commerce/v1/CompletePaymentRequest';
import type {
  CompletePaymentResponse as _kindred_commerce_v1_CompletePaymentResponse,
  CompletePaymentResponse__Output as _kindred_commerce_v1_CompletePaymentResponse__Output,
} from './kindred/commerce/v1/CompletePaymentResponse';
import type {
  CreatePaymentSessionRequest as _kindred_commerce_v1_CreatePaymentSessionRequest,
  CreatePaymentSessionRequest__Output as _kindred_commerce_v1_CreatePaymentSessionRequest__Output,
} from './kindred/commerce/v1/CreatePaymentSessionRequest';
import type {
  DecideSandboxCheckoutRequest as _kindred_commerce_v1_DecideSandboxCheckoutRequest,
  DecideSandboxCheckoutRequest__Output as _kindred_commerce_v1_DecideSandboxCheckoutRequest__Output,
} from './kindred/commerce/v1/DecideSandboxCheckoutRequest';
import type {
  GetBalanceRequest as _kindred_commerce_v1_GetBalanceRequest,
  GetBalanceRequest__Output as _kindred_commerce_v1_GetBalanceRequest__Output,
} from './kindred/commerce/v1/GetBalanceRequest';
import type {
  GetGiftRequest as _kindred_commerce_v1_GetGiftRequest,
  GetGiftRequest__Output as _kindred_commerce_v1_GetGiftRequest__Output,
} from './kindred/commerce/v1/GetGiftRequest';
import type {
  GetOrderRequest as _kindred_commerce_v1_GetOrderRequest,
  GetOrderRequest__Output as _kindred_commerce_v1_GetOrderRequest__Output,
} from './kindred/commerce/v1/GetOrderRequest';
import type {
  GetSandboxCheckoutRequest as _kindred_commerce_v1_GetSandboxCheckoutRequest,
  GetSandboxCheckoutRequest__Output as _kindred_commerce_v1_GetSandboxCheckoutRequest__Output,
} from './kindred/commerce/v1/GetSandboxCheckoutRequest';
import type {
  Gift as _kindred_commerce_v1_Gift,
  Gift__Output as _kindred_commerce_v1_Gift__Output,
} from './kindred/commerce/v1/Gift';
import type {
  GiftCatalogue as _kindred_commerce_v1_GiftCatalogue,
  GiftCatalogue__Output as _kindred_commerce_v1_GiftCatalogue__Output,
} from './kindred/commerce/v1/GiftCatalogue';
import type {
  GiftCategory as _kindred_commerce_v1_GiftCategory,
  GiftCategory__Output as _kindred_commerce_v1_GiftCategory__Output,
} from './kindred/commerce/v1/GiftCategory';
import type {
  GiveGiftRequest as _kindred_commerce_v1_GiveGiftRequest,
  GiveGiftRequest__Output as _kindred_commerce_v1_GiveGiftRequest__Output,
} from './kindred/commerce/v1/GiveGiftRequest';
import type {
  GiveGiftResponse as _kindred_commerce_v1_GiveGiftResponse,
  GiveGiftResponse__Output as _kindred_commerce_v1_GiveGiftResponse__Output,
} from './kindred/commerce/v1/GiveGiftResponse';
import type {
  LedgerRequest as _kindred_commerce_v1_LedgerRequest,
  LedgerRequest__Output as _kindred_commerce_v1_LedgerRequest__Output,
} from './kindred/commerce/v1/LedgerRequest';
import type {
  ListReceivedGiftsRequest as _kindred_commerce_v1_ListReceivedGiftsRequest,
  ListReceivedGiftsRequest__Output as _kindred_commerce_v1_ListReceivedGiftsRequest__Output,
} from './kindred/commerce/v1/ListReceivedGiftsRequest';
import type {
  Order as _kindred_commerce_v1_Order,
  Order__Output as _kindred_commerce_v1_Order__Output,
} from './kindred/commerce/v1/Order';
import type {
  PayRequest as _kindred_commerce_v1_PayRequest,
  PayRequest__Output as _kindred_commerce_v1_PayRequest__Output,
} from './kindred/commerce/v1/PayRequest';
import type {
  PayResponse as _kindred_commerce_v1_PayResponse,
  PayResponse__Output as _kindred_commerce_v1_PayResponse__Output,
} from './kindred/commerce/v1/PayResponse';
import type {
  PaymentSession as _kindred_commerce_v1_PaymentSession,
  PaymentSession__Output as _kindred_commerce_v1_PaymentSession__Output,
} from './kindred/commerce/v1/PaymentSession';
import type {
  ReceivedGift as _kindred_commerce_v1_ReceivedGift,
  ReceivedGift__Output as _kindred_commerce_v1_ReceivedGift__Output,
} from './kindred/commerce/v1/ReceivedGift';
import type {
  ReceivedGiftList as _kindred_commerce_v1_ReceivedGiftList,
  ReceivedGiftList__Output as _kindred_commerce_v1_ReceivedGiftList__Output,
} from './kindred/commerce/v1/ReceivedGiftList';
import type {
  RechargePackage as _kindred_commerce_v1_RechargePackage,
  RechargePackage__Output as _kindred_commerce_v1_RechargePackage__Output,
} from './kindred/commerce/v1/RechargePackage';
import type {
  RechargePackageList as _kindred_commerce_v1_RechargePackageList,
  RechargePackageList__Output as _kindred_commerce_v1_RechargePackageList__Output,
} from './kindred/commerce/v1/RechargePackageList';
import type {
  SandboxCheckout as _kindred_commerce_v1_SandboxCheckout,
  SandboxCheckout__Output as _kindred_commerce_v1_SandboxCheckout__Output,
} from './kindred/commerce/v1/SandboxCheckout';
import type {
  SignedNotification as _kindred_commerce_v1_SignedNotification,
  SignedNotification__Output as _kindred_commerce_v1_SignedNotification__Output,
} from './kindred/commerce/v1/SignedNotification';
import type {
  UpgradePackage as _kindred_commerce_v1_UpgradePackage,
  UpgradePackage__Output as _kindred_commerce_v1_UpgradePackage__Output,
} from './kindred/commerce/v1/UpgradePackage';
import type {
  UpgradeTier as _kindred_commerce_v1_UpgradeTier,
  UpgradeTier__Output as _kindred_commerce_v1_UpgradeTier__Output,
} from './kindred/commerce/v1/UpgradeTier';
import type {
  UpgradeTiers as _kindred_commerce_v1_UpgradeTiers,
  UpgradeTiers__Output as _kindred_commerce_v1_UpgradeTiers__Output,
} from './kindred/commerce/v1/UpgradeTiers';
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

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  kindred: {
    commerce: {
      v1: {
        Balance: MessageTypeDefinition<_kindred_commerce_v1_Balance, _kindred_commerce_v1_Balance__Output>;
        /**
         * The credit ledger, the gift catalogue and giving, packages, orders and payments.
         */
        CommerceService: SubtypeConstructor<typeof grpc.Client, _kindred_commerce_v1_CommerceServiceClient> & {
          service: _kindred_commerce_v1_CommerceServiceDefinition;
        };
        CompletePaymentRequest: MessageTypeDefinition<
          _kindred_commerce_v1_CompletePaymentRequest,
          _kindred_commerce_v1_CompletePaymentRequest__Output
        >;
        CompletePaymentResponse: MessageTypeDefinition<
          _kindred_commerce_v1_CompletePaymentResponse,
          _kindred_commerce_v1_CompletePaymentResponse__Output
        >;
        CreatePaymentSessionRequest: MessageTypeDefinition<
          _kindred_commerce_v1_CreatePaymentSessionRequest,
          _kindred_commerce_v1_CreatePaymentSessionRequest__Output
        >;
        DecideSandboxCheckoutRequest: MessageTypeDefinition<
          _kindred_commerce_v1_DecideSandboxCheckoutRequest,
          _kindred_commerce_v1_DecideSandboxCheckoutRequest__Output
        >;
        GetBalanceRequest: MessageTypeDefinition<
          _kindred_commerce_v1_GetBalanceRequest,
          _kindred_commerce_v1_GetBalanceRequest__Output
        >;
        GetGiftRequest: MessageTypeDefinition<
          _kindred_commerce_v1_GetGiftRequest,
          _kindred_commerce_v1_GetGiftRequest__Output
        >;
        GetOrderRequest: MessageTypeDefinition<
          _kindred_commerce_v1_GetOrderRequest,
          _kindred_commerce_v1_GetOrderRequest__Output
        >;
        GetSandboxCheckoutRequest: MessageTypeDefinition<
          _kindred_commerce_v1_GetSandboxCheckoutRequest,
          _kindred_commerce_v1_GetSandboxCheckoutRequest__Output
        >;
        Gift: MessageTypeDefinition<_kindred_commerce_v1_Gift, _kindred_commerce_v1_Gift__Output>;
        GiftCatalogue: MessageTypeDefinition<
          _kindred_commerce_v1_GiftCatalogue,
          _kindred_commerce_v1_GiftCatalogue__Output
        >;
        GiftCategory: MessageTypeDefinition<
          _kindred_commerce_v1_GiftCategory,
          _kindred_commerce_v1_GiftCategory__Output
        >;
        GiveGiftRequest: MessageTypeDefinition<
          _kindred_commerce_v1_GiveGiftRequest,
          _kindred_commerce_v1_GiveGiftRequest__Output
        >;
        GiveGiftResponse: MessageTypeDefinition<
          _kindred_commerce_v1_GiveGiftResponse,
          _kindred_commerce_v1_GiveGiftResponse__Output
        >;
        LedgerRequest: MessageTypeDefinition<
          _kindred_commerce_v1_LedgerRequest,
          _kindred_commerce_v1_LedgerRequest__Output
        >;
        ListReceivedGiftsRequest: MessageTypeDefinition<
          _kindred_commerce_v1_ListReceivedGiftsRequest,
          _kindred_commerce_v1_ListReceivedGiftsRequest__Output
        >;
        Order: MessageTypeDefinition<_kindred_commerce_v1_Order, _kindred_commerce_v1_Order__Output>;
        PayRequest: MessageTypeDefinition<_kindred_commerce_v1_PayRequest, _kindred_commerce_v1_PayRequest__Output>;
        PayResponse: MessageTypeDefinition<_kindred_commerce_v1_PayResponse, _kindred_commerce_v1_PayResponse__Output>;
        PaymentSession: MessageTypeDefinition<
          _kindred_commerce_v1_PaymentSession,
          _kindred_commerce_v1_PaymentSession__Output
        >;
        ReceivedGift: MessageTypeDefinition<
          _kindred_commerce_v1_ReceivedGift,
          _kindred_commerce_v1_ReceivedGift__Output
        >;
        ReceivedGiftList: MessageTypeDefinition<
          _kindred_commerce_v1_ReceivedGiftList,
          _kindred_commerce_v1_ReceivedGiftList__Output
        >;
        RechargePackage: MessageTypeDefinition<
          _kindred_commerce_v1_RechargePackage,
          _kindred_commerce_v1_RechargePackage__Output
        >;
        RechargePackageList: MessageTypeDefinition<
          _kindred_commerce_v1_RechargePackageList,
          _kindred_commerce_v1_RechargePackageList__Output
        >;
        SandboxCheckout: MessageTypeDefinition<
          _kindred_commerce_v1_SandboxCheckout,
          _kindred_commerce_v1_SandboxCheckout__Output
        >;
        SignedNotification: MessageTypeDefinition<
          _kindred_commerce_v1_SignedNotification,
          _kindred_commerce_v1_SignedNotification__Output
        >;
        UpgradePackage: MessageTypeDefinition<
          _kindred_commerce_v1_UpgradePackage,
          _kindred_commerce_v1_UpgradePackage__Output
        >;
        UpgradeTier: MessageTypeDefinition<_kindred_commerce_v1_UpgradeTier, _kindred_commerce_v1_UpgradeTier__Output>;
        UpgradeTiers: MessageTypeDefinition<
          _kindred_commerce_v1_UpgradeTiers,
          _kindred_commerce_v1_UpgradeTiers__Output
        >;
      };
    };
    common: {
      v1: {
        Caller: MessageTypeDefinition<_kindred_common_v1_Caller, _kindred_common_v1_Caller__Output>;
        Empty: MessageTypeDefinition<_kindred_common_v1_Empty, _kindred_common_v1_Empty__Output>;
        Member: MessageTypeDefinition<_kindred_common_v1_Member, _kindred_common_v1_Member__Output>;
        Page: MessageTypeDefinition<_kindred_common_v1_Page, _kindred_common_v1_Page__Output>;
      };
    };
  };
}
