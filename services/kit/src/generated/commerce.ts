import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  AdjustCreditRequest as _kindred_commerce_v1_AdjustCreditRequest,
  AdjustCreditRequest__Output as _kindred_commerce_v1_AdjustCreditRequest__Output,
} from './kindred/commerce/v1/AdjustCreditRequest';
import type {
  AdjustCreditResponse as _kindred_commerce_v1_AdjustCreditResponse,
  AdjustCreditResponse__Output as _kindred_commerce_v1_AdjustCreditResponse__Output,
} from './kindred/commerce/v1/AdjustCreditResponse';
import type {
  Balance as _kindred_commerce_v1_Balance,
  Balance__Output as _kindred_commerce_v1_Balance__Output,
} from './kindred/commerce/v1/Balance';
import type {
  CommerceServiceClient as _kindred_commerce_v1_CommerceServiceClient,
  CommerceServiceDefinition as _kindred_commerce_v1_CommerceServiceDefinition,
} from './kindred/commerce/v1/CommerceService';
import type {
  CommerceStaffServiceClient as _kindred_commerce_v1_CommerceStaffServiceClient,
  CommerceStaffServiceDefinition as _kindred_commerce_v1_CommerceStaffServiceDefinition,
} from './kindred/commerce/v1/CommerceStaffService';
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
  GetRevenueRequest as _kindred_commerce_v1_GetRevenueRequest,
  GetRevenueRequest__Output as _kindred_commerce_v1_GetRevenueRequest__Output,
} from './kindred/commerce/v1/GetRevenueRequest';
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
  LedgerEntry as _kindred_commerce_v1_LedgerEntry,
  LedgerEntry__Output as _kindred_commerce_v1_LedgerEntry__Output,
} from './kindred/commerce/v1/LedgerEntry';
import type {
  LedgerEntryList as _kindred_commerce_v1_LedgerEntryList,
  LedgerEntryList__Output as _kindred_commerce_v1_LedgerEntryList__Output,
} from './kindred/commerce/v1/LedgerEntryList';
import type {
  LedgerRequest as _kindred_commerce_v1_LedgerRequest,
  LedgerRequest__Output as _kindred_commerce_v1_LedgerRequest__Output,
} from './kindred/commerce/v1/LedgerRequest';
import type {
  ListLedgerRequest as _kindred_commerce_v1_ListLedgerRequest,
  ListLedgerRequest__Output as _kindred_commerce_v1_ListLedgerRequest__Output,
} from './kindred/commerce/v1/ListLedgerRequest';
import type {
  ListOrdersRequest as _kindred_commerce_v1_ListOrdersRequest,
  ListOrdersRequest__Output as _kindred_commerce_v1_ListOrdersRequest__Output,
} from './kindred/commerce/v1/ListOrdersRequest';
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
  RefundOrderRequest as _kindred_commerce_v1_RefundOrderRequest,
  RefundOrderRequest__Output as _kindred_commerce_v1_RefundOrderRequest__Output,
} from './kindred/commerce/v1/RefundOrderRequest';
import type {
  RefundOrderResponse as _kindred_commerce_v1_RefundOrderResponse,
  RefundOrderResponse__Output as _kindred_commerce_v1_RefundOrderResponse__Output,
} from './kindred/commerce/v1/RefundOrderResponse';
import type {
  RevenueDay as _kindred_commerce_v1_RevenueDay,
  RevenueDay__Output as _kindred_commerce_v1_RevenueDay__Output,
} from './kindred/commerce/v1/RevenueDay';
import type {
  RevenueDays as _kindred_commerce_v1_RevenueDays,
  RevenueDays__Output as _kindred_commerce_v1_RevenueDays__Output,
} from './kindred/commerce/v1/RevenueDays';
import type {
  SandboxCheckout as _kindred_commerce_v1_SandboxCheckout,
  SandboxCheckout__Output as _kindred_commerce_v1_SandboxCheckout__Output,
} from './kindred/commerce/v1/SandboxCheckout';
import type {
  SaveGiftRequest as _kindred_commerce_v1_SaveGiftRequest,
  SaveGiftRequest__Output as _kindred_commerce_v1_SaveGiftRequest__Output,
} from './kindred/commerce/v1/SaveGiftRequest';
import type {
  SignedNotification as _kindred_commerce_v1_SignedNotification,
  SignedNotification__Output as _kindred_commerce_v1_SignedNotification__Output,
} from './kindred/commerce/v1/SignedNotification';
import type {
  StaffCatalogue as _kindred_commerce_v1_StaffCatalogue,
  StaffCatalogue__Output as _kindred_commerce_v1_StaffCatalogue__Output,
} from './kindred/commerce/v1/StaffCatalogue';
import type {
  StaffGift as _kindred_commerce_v1_StaffGift,
  StaffGift__Output as _kindred_commerce_v1_StaffGift__Output,
} from './kindred/commerce/v1/StaffGift';
import type {
  StaffGiftCategory as _kindred_commerce_v1_StaffGiftCategory,
  StaffGiftCategory__Output as _kindred_commerce_v1_StaffGiftCategory__Output,
} from './kindred/commerce/v1/StaffGiftCategory';
import type {
  StaffOrder as _kindred_commerce_v1_StaffOrder,
  StaffOrder__Output as _kindred_commerce_v1_StaffOrder__Output,
} from './kindred/commerce/v1/StaffOrder';
import type {
  StaffOrderPage as _kindred_commerce_v1_StaffOrderPage,
  StaffOrderPage__Output as _kindred_commerce_v1_StaffOrderPage__Output,
} from './kindred/commerce/v1/StaffOrderPage';
import type {
  StaffPackages as _kindred_commerce_v1_StaffPackages,
  StaffPackages__Output as _kindred_commerce_v1_StaffPackages__Output,
} from './kindred/commerce/v1/StaffPackages';
import type {
  StaffRechargePackage as _kindred_commerce_v1_StaffRechargePackage,
  StaffRechargePackage__Output as _kindred_commerce_v1_StaffRechargePackage__Output,
} from './kindred/commerce/v1/StaffRechargePackage';
import type {
  StaffUpgradePackage as _kindred_commerce_v1_StaffUpgradePackage,
  StaffUpgradePackage__Output as _kindred_commerce_v1_StaffUpgradePackage__Output,
} from './kindred/commerce/v1/StaffUpgradePackage';
import type {
  StaffUpgradeTier as _kindred_commerce_v1_StaffUpgradeTier,
  StaffUpgradeTier__Output as _kindred_commerce_v1_StaffUpgradeTier__Output,
} from './kindred/commerce/v1/StaffUpgradeTier';
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

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  kindred: {
    commerce: {
      v1: {
        AdjustCreditRequest: MessageTypeDefinition<
          _kindred_commerce_v1_AdjustCreditRequest,
          _kindred_commerce_v1_AdjustCreditRequest__Output
        >;
        AdjustCreditResponse: MessageTypeDefinition<
          _kindred_commerce_v1_AdjustCreditResponse,
          _kindred_commerce_v1_AdjustCreditResponse__Output
        >;
        Balance: MessageTypeDefinition<_kindred_commerce_v1_Balance, _kindred_commerce_v1_Balance__Output>;
        /**
         * The credit ledger, the gift catalogue and giving, packages, orders and payments.
         */
        CommerceService: SubtypeConstructor<typeof grpc.Client, _kindred_commerce_v1_CommerceServiceClient> & {
          service: _kindred_commerce_v1_CommerceServiceDefinition;
        };
        /**
         * What the staff console needs of commerce (docs/staff-api.md): credit adjustments and the ledger,
         * orders and refunds, the gift catalogue and the packages, revenue per day.
         */
        CommerceStaffService: SubtypeConstructor<
          typeof grpc.Client,
          _kindred_commerce_v1_CommerceStaffServiceClient
        > & { service: _kindred_commerce_v1_CommerceStaffServiceDefinition };
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
        GetRevenueRequest: MessageTypeDefinition<
          _kindred_commerce_v1_GetRevenueRequest,
          _kindred_commerce_v1_GetRevenueRequest__Output
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
        LedgerEntry: MessageTypeDefinition<_kindred_commerce_v1_LedgerEntry, _kindred_commerce_v1_LedgerEntry__Output>;
        LedgerEntryList: MessageTypeDefinition<
          _kindred_commerce_v1_LedgerEntryList,
          _kindred_commerce_v1_LedgerEntryList__Output
        >;
        LedgerRequest: MessageTypeDefinition<
          _kindred_commerce_v1_LedgerRequest,
          _kindred_commerce_v1_LedgerRequest__Output
        >;
        ListLedgerRequest: MessageTypeDefinition<
          _kindred_commerce_v1_ListLedgerRequest,
          _kindred_commerce_v1_ListLedgerRequest__Output
        >;
        ListOrdersRequest: MessageTypeDefinition<
          _kindred_commerce_v1_ListOrdersRequest,
          _kindred_commerce_v1_ListOrdersRequest__Output
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
        RefundOrderRequest: MessageTypeDefinition<
          _kindred_commerce_v1_RefundOrderRequest,
          _kindred_commerce_v1_RefundOrderRequest__Output
        >;
        RefundOrderResponse: MessageTypeDefinition<
          _kindred_commerce_v1_RefundOrderResponse,
          _kindred_commerce_v1_RefundOrderResponse__Output
        >;
        RevenueDay: MessageTypeDefinition<_kindred_commerce_v1_RevenueDay, _kindred_commerce_v1_RevenueDay__Output>;
        RevenueDays: MessageTypeDefinition<_kindred_commerce_v1_RevenueDays, _kindred_commerce_v1_RevenueDays__Output>;
        SandboxCheckout: MessageTypeDefinition<
          _kindred_commerce_v1_SandboxCheckout,
          _kindred_commerce_v1_SandboxCheckout__Output
        >;
        SaveGiftRequest: MessageTypeDefinition<
          _kindred_commerce_v1_SaveGiftRequest,
          _kindred_commerce_v1_SaveGiftRequest__Output
        >;
        SignedNotification: MessageTypeDefinition<
          _kindred_commerce_v1_SignedNotification,
          _kindred_commerce_v1_SignedNotification__Output
        >;
        StaffCatalogue: MessageTypeDefinition<
          _kindred_commerce_v1_StaffCatalogue,
          _kindred_commerce_v1_StaffCatalogue__Output
        >;
        StaffGift: MessageTypeDefinition<_kindred_commerce_v1_StaffGift, _kindred_commerce_v1_StaffGift__Output>;
        StaffGiftCategory: MessageTypeDefinition<
          _kindred_commerce_v1_StaffGiftCategory,
          _kindred_commerce_v1_StaffGiftCategory__Output
        >;
        StaffOrder: MessageTypeDefinition<_kindred_commerce_v1_StaffOrder, _kindred_commerce_v1_StaffOrder__Output>;
        StaffOrderPage: MessageTypeDefinition<
          _kindred_commerce_v1_StaffOrderPage,
          _kindred_commerce_v1_StaffOrderPage__Output
        >;
        StaffPackages: MessageTypeDefinition<
          _kindred_commerce_v1_StaffPackages,
          _kindred_commerce_v1_StaffPackages__Output
        >;
        StaffRechargePackage: MessageTypeDefinition<
          _kindred_commerce_v1_StaffRechargePackage,
          _kindred_commerce_v1_StaffRechargePackage__Output
        >;
        StaffUpgradePackage: MessageTypeDefinition<
          _kindred_commerce_v1_StaffUpgradePackage,
          _kindred_commerce_v1_StaffUpgradePackage__Output
        >;
        StaffUpgradeTier: MessageTypeDefinition<
          _kindred_commerce_v1_StaffUpgradeTier,
          _kindred_commerce_v1_StaffUpgradeTier__Output
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
  };
}
