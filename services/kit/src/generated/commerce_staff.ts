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
  CommerceStaffServiceClient as _kindred_commerce_v1_CommerceStaffServiceClient,
  CommerceStaffServiceDefinition as _kindred_commerce_v1_CommerceStaffServiceDefinition,
} from './kindred/commerce/v1/CommerceStaffService';
import type {
  GetRevenueRequest as _kindred_commerce_v1_GetRevenueRequest,
  GetRevenueRequest__Output as _kindred_commerce_v1_GetRevenueRequest__Output,
} from './kindred/commerce/v1/GetRevenueRequest';
import type {
  LedgerEntry as _kindred_commerce_v1_LedgerEntry,
  LedgerEntry__Output as _kindred_commerce_v1_LedgerEntry__Output,
} from './kindred/commerce/v1/LedgerEntry';
import type {
  LedgerEntryList as _kindred_commerce_v1_LedgerEntryList,
  LedgerEntryList__Output as _kindred_commerce_v1_LedgerEntryList__Output,
} from './kindred/commerce/v1/LedgerEntryList';
import type {
  ListLedgerRequest as _kindred_commerce_v1_ListLedgerRequest,
  ListLedgerRequest__Output as _kindred_commerce_v1_ListLedgerRequest__Output,
} from './kindred/commerce/v1/ListLedgerRequest';
import type {
  ListOrdersRequest as _kindred_commerce_v1_ListOrdersRequest,
  ListOrdersRequest__Output as _kindred_commerce_v1_ListOrdersRequest__Output,
} from './kindred/commerce/v1/ListOrdersRequest';
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
  SaveGiftRequest as _kindred_commerce_v1_SaveGiftRequest,
  SaveGiftRequest__Output as _kindred_commerce_v1_SaveGiftRequest__Output,
} from './kindred/commerce/v1/SaveGiftRequest';
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
        AdjustCreditRequest: MessageTypeDefinition<
          _kindred_commerce_v1_AdjustCreditRequest,
          _kindred_commerce_v1_AdjustCreditRequest__Output
        >;
        AdjustCreditResponse: MessageTypeDefinition<
          _kindred_commerce_v1_AdjustCreditResponse,
          _kindred_commerce_v1_AdjustCreditResponse__Output
        >;
        /**
         * What the staff console needs of commerce (docs/staff-api.md): credit adjustments and the ledger,
         * orders and refunds, the gift catalogue and the packages, revenue per day.
         */
        CommerceStaffService: SubtypeConstructor<
          typeof grpc.Client,
          _kindred_commerce_v1_CommerceStaffServiceClient
        > & { service: _kindred_commerce_v1_CommerceStaffServiceDefinition };
        GetRevenueRequest: MessageTypeDefinition<
          _kindred_commerce_v1_GetRevenueRequest,
          _kindred_commerce_v1_GetRevenueRequest__Output
        >;
        LedgerEntry: MessageTypeDefinition<_kindred_commerce_v1_LedgerEntry, _kindred_commerce_v1_LedgerEntry__Output>;
        LedgerEntryList: MessageTypeDefinition<
          _kindred_commerce_v1_LedgerEntryList,
          _kindred_commerce_v1_LedgerEntryList__Output
        >;
        ListLedgerRequest: MessageTypeDefinition<
          _kindred_commerce_v1_ListLedgerRequest,
          _kindred_commerce_v1_ListLedgerRequest__Output
        >;
        ListOrdersRequest: MessageTypeDefinition<
          _kindred_commerce_v1_ListOrdersRequest,
          _kindred_commerce_v1_ListOrdersRequest__Output
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
        SaveGiftRequest: MessageTypeDefinition<
          _kindred_commerce_v1_SaveGiftRequest,
          _kindred_commerce_v1_SaveGiftRequest__Output
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
