// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  AdjustCreditRequest as _kindred_commerce_v1_AdjustCreditRequest,
  AdjustCreditRequest__Output as _kindred_commerce_v1_AdjustCreditRequest__Output,
} from '../../../kindred/commerce/v1/AdjustCreditRequest';
import type {
  AdjustCreditResponse as _kindred_commerce_v1_AdjustCreditResponse,
  AdjustCreditResponse__Output as _kindred_commerce_v1_AdjustCreditResponse__Output,
} from '../../../kindred/commerce/v1/AdjustCreditResponse';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  GetRevenueRequest as _kindred_commerce_v1_GetRevenueRequest,
  GetRevenueRequest__Output as _kindred_commerce_v1_GetRevenueRequest__Output,
} from '../../../kindred/commerce/v1/GetRevenueRequest';
import type {
  LedgerEntryList as _kindred_commerce_v1_LedgerEntryList,
  LedgerEntryList__Output as _kindred_commerce_v1_LedgerEntryList__Output,
} from '../../../kindred/commerce/v1/LedgerEntryList';
import type {
  ListLedgerRequest as _kindred_commerce_v1_ListLedgerRequest,
  ListLedgerRequest__Output as _kindred_commerce_v1_ListLedgerRequest__Output,
} from '../../../kindred/commerce/v1/ListLedgerRequest';
import type {
  ListOrdersRequest as _kindred_commerce_v1_ListOrdersRequest,
  ListOrdersRequest__Output as _kindred_commerce_v1_ListOrdersRequest__Output,
} from '../../../kindred/commerce/v1/ListOrdersRequest';
import type {
  RefundOrderRequest as _kindred_commerce_v1_RefundOrderRequest,
  RefundOrderRequest__Output as _kindred_commerce_v1_RefundOrderRequest__Output,
} from '../../../kindred/commerce/v1/RefundOrderRequest';
import type {
  RefundOrderResponse as _kindred_commerce_v1_RefundOrderResponse,
  RefundOrderResponse__Output as _kindred_commerce_v1_RefundOrderResponse__Output,
} from '../../../kindred/commerce/v1/RefundOrderResponse';
import type {
  RevenueDays as _kindred_commerce_v1_RevenueDays,
  RevenueDays__Output as _kindred_commerce_v1_RevenueDays__Output,
} from '../../../kindred/commerce/v1/RevenueDays';
import type {
  SaveGiftRequest as _kindred_commerce_v1_SaveGiftRequest,
  SaveGiftRequest__Output as _kindred_commerce_v1_SaveGiftRequest__Output,
} from '../../../kindred/commerce/v1/SaveGiftRequest';
import type {
  StaffCatalogue as _kindred_commerce_v1_StaffCatalogue,
  StaffCatalogue__Output as _kindred_commerce_v1_StaffCatalogue__Output,
} from '../../../kindred/commerce/v1/StaffCatalogue';
import type {
  StaffGift as _kindred_commerce_v1_StaffGift,
  StaffGift__Output as _kindred_commerce_v1_StaffGift__Output,
} from '../../../kindred/commerce/v1/StaffGift';
import type {
  StaffGiftCategory as _kindred_commerce_v1_StaffGiftCategory,
  StaffGiftCategory__Output as _kindred_commerce_v1_StaffGiftCategory__Output,
} from '../../../kindred/commerce/v1/StaffGiftCategory';
import type {
  StaffOrderPage as _kindred_commerce_v1_StaffOrderPage,
  StaffOrderPage__Output as _kindred_commerce_v1_StaffOrderPage__Output,
} from '../../../kindred/commerce/v1/StaffOrderPage';
import type {
  StaffPackages as _kindred_commerce_v1_StaffPackages,
  StaffPackages__Output as _kindred_commerce_v1_StaffPackages__Output,
} from '../../../kindred/commerce/v1/StaffPackages';
import type {
  StaffRechargePackage as _kindred_commerce_v1_StaffRechargePackage,
  StaffRechargePackage__Output as _kindred_commerce_v1_StaffRechargePackage__Output,
} from '../../../kindred/commerce/v1/StaffRechargePackage';
import type {
  StaffUpgradePackage as _kindred_commerce_v1_StaffUpgradePackage,
  StaffUpgradePackage__Output as _kindred_commerce_v1_StaffUpgradePackage__Output,
} from '../../../kindred/commerce/v1/StaffUpgradePackage';
import type {
  StaffUpgradeTier as _kindred_commerce_v1_StaffUpgradeTier,
  StaffUpgradeTier__Output as _kindred_commerce_v1_StaffUpgradeTier__Output,
} from '../../../kindred/commerce/v1/StaffUpgradeTier';

/**
 * What the staff console needs of commerce (docs/staff-api.md): credit adjustments and the ledger,
 * orders and refunds, the gift catalogue and the packages, revenue per day.
 */
export interface CommerceStaffServiceClient extends grpc.Client {
  AdjustCredit(
    argument: _kindred_commerce_v1_AdjustCreditRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_AdjustCreditResponse__Output>,
  ): grpc.ClientUnaryCall;
  AdjustCredit(
    argument: _kindred_commerce_v1_AdjustCreditRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_AdjustCreditResponse__Output>,
  ): grpc.ClientUnaryCall;
  AdjustCredit(
    argument: _kindred_commerce_v1_AdjustCreditRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_AdjustCreditResponse__Output>,
  ): grpc.ClientUnaryCall;
  AdjustCredit(
    argument: _kindred_commerce_v1_AdjustCreditRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_AdjustCreditResponse__Output>,
  ): grpc.ClientUnaryCall;
  adjustCredit(
    argument: _kindred_commerce_v1_AdjustCreditRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_AdjustCreditResponse__Output>,
  ): grpc.ClientUnaryCall;
  adjustCredit(
    argument: _kindred_commerce_v1_AdjustCreditRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_AdjustCreditResponse__Output>,
  ): grpc.ClientUnaryCall;
  adjustCredit(
    argument: _kindred_commerce_v1_AdjustCreditRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_AdjustCreditResponse__Output>,
  ): grpc.ClientUnaryCall;
  adjustCredit(
    argument: _kindred_commerce_v1_AdjustCreditRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_AdjustCreditResponse__Output>,
  ): grpc.ClientUnaryCall;

  GetRevenue(
    argument: _kindred_commerce_v1_GetRevenueRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RevenueDays__Output>,
  ): grpc.ClientUnaryCall;
  GetRevenue(
    argument: _kindred_commerce_v1_GetRevenueRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_RevenueDays__Output>,
  ): grpc.ClientUnaryCall;
  GetRevenue(
    argument: _kindred_commerce_v1_GetRevenueRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RevenueDays__Output>,
  ): grpc.ClientUnaryCall;
  GetRevenue(
    argument: _kindred_commerce_v1_GetRevenueRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_RevenueDays__Output>,
  ): grpc.ClientUnaryCall;
  getRevenue(
    argument: _kindred_commerce_v1_GetRevenueRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RevenueDays__Output>,
  ): grpc.ClientUnaryCall;
  getRevenue(
    argument: _kindred_commerce_v1_GetRevenueRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_RevenueDays__Output>,
  ): grpc.ClientUnaryCall;
  getRevenue(
    argument: _kindred_commerce_v1_GetRevenueRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RevenueDays__Output>,
  ): grpc.ClientUnaryCall;
  getRevenue(
    argument: _kindred_commerce_v1_GetRevenueRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_RevenueDays__Output>,
  ): grpc.ClientUnaryCall;

  GetStaffCatalogue(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffCatalogue(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffCatalogue(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffCatalogue(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  getStaffCatalogue(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  getStaffCatalogue(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  getStaffCatalogue(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffCatalogue__Output>,
  ): grpc.ClientUnaryCall;
  getStaffCatalogue(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffCatalogue__Output>,
  ): grpc.ClientUnaryCall;

  GetStaffPackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffPackages__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffPackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffPackages__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffPackages(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffPackages__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffPackages(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffPackages__Output>,
  ): grpc.ClientUnaryCall;
  getStaffPackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffPackages__Output>,
  ): grpc.ClientUnaryCall;
  getStaffPackages(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffPackages__Output>,
  ): grpc.ClientUnaryCall;
  getStaffPackages(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffPackages__Output>,
  ): grpc.ClientUnaryCall;
  getStaffPackages(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffPackages__Output>,
  ): grpc.ClientUnaryCall;

  ListLedger(
    argument: _kindred_commerce_v1_ListLedgerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_LedgerEntryList__Output>,
  ): grpc.ClientUnaryCall;
  ListLedger(
    argument: _kindred_commerce_v1_ListLedgerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_LedgerEntryList__Output>,
  ): grpc.ClientUnaryCall;
  ListLedger(
    argument: _kindred_commerce_v1_ListLedgerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_LedgerEntryList__Output>,
  ): grpc.ClientUnaryCall;
  ListLedger(
    argument: _kindred_commerce_v1_ListLedgerRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_LedgerEntryList__Output>,
  ): grpc.ClientUnaryCall;
  listLedger(
    argument: _kindred_commerce_v1_ListLedgerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_LedgerEntryList__Output>,
  ): grpc.ClientUnaryCall;
  listLedger(
    argument: _kindred_commerce_v1_ListLedgerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_LedgerEntryList__Output>,
  ): grpc.ClientUnaryCall;
  listLedger(
    argument: _kindred_commerce_v1_ListLedgerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_LedgerEntryList__Output>,
  ): grpc.ClientUnaryCall;
  listLedger(
    argument: _kindred_commerce_v1_ListLedgerRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_LedgerEntryList__Output>,
  ): grpc.ClientUnaryCall;

  ListOrders(
    argument: _kindred_commerce_v1_ListOrdersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffOrderPage__Output>,
  ): grpc.ClientUnaryCall;
  ListOrders(
    argument: _kindred_commerce_v1_ListOrdersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffOrderPage__Output>,
  ): grpc.ClientUnaryCall;
  ListOrders(
    argument: _kindred_commerce_v1_ListOrdersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffOrderPage__Output>,
  ): grpc.ClientUnaryCall;
  ListOrders(
    argument: _kindred_commerce_v1_ListOrdersRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffOrderPage__Output>,
  ): grpc.ClientUnaryCall;
  listOrders(
    argument: _kindred_commerce_v1_ListOrdersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffOrderPage__Output>,
  ): grpc.ClientUnaryCall;
  listOrders(
    argument: _kindred_commerce_v1_ListOrdersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffOrderPage__Output>,
  ): grpc.ClientUnaryCall;
  listOrders(
    argument: _kindred_commerce_v1_ListOrdersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffOrderPage__Output>,
  ): grpc.ClientUnaryCall;
  listOrders(
    argument: _kindred_commerce_v1_ListOrdersRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffOrderPage__Output>,
  ): grpc.ClientUnaryCall;

  RefundOrder(
    argument: _kindred_commerce_v1_RefundOrderRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RefundOrderResponse__Output>,
  ): grpc.ClientUnaryCall;
  RefundOrder(
    argument: _kindred_commerce_v1_RefundOrderRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_RefundOrderResponse__Output>,
  ): grpc.ClientUnaryCall;
  RefundOrder(
    argument: _kindred_commerce_v1_RefundOrderRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RefundOrderResponse__Output>,
  ): grpc.ClientUnaryCall;
  RefundOrder(
    argument: _kindred_commerce_v1_RefundOrderRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_RefundOrderResponse__Output>,
  ): grpc.ClientUnaryCall;
  refundOrder(
    argument: _kindred_commerce_v1_RefundOrderRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RefundOrderResponse__Output>,
  ): grpc.ClientUnaryCall;
  refundOrder(
    argument: _kindred_commerce_v1_RefundOrderRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_RefundOrderResponse__Output>,
  ): grpc.ClientUnaryCall;
  refundOrder(
    argument: _kindred_commerce_v1_RefundOrderRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_RefundOrderResponse__Output>,
  ): grpc.ClientUnaryCall;
  refundOrder(
    argument: _kindred_commerce_v1_RefundOrderRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_RefundOrderResponse__Output>,
  ): grpc.ClientUnaryCall;

  SaveGift(
    argument: _kindred_commerce_v1_SaveGiftRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGift__Output>,
  ): grpc.ClientUnaryCall;
  SaveGift(
    argument: _kindred_commerce_v1_SaveGiftRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGift__Output>,
  ): grpc.ClientUnaryCall;
  SaveGift(
    argument: _kindred_commerce_v1_SaveGiftRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGift__Output>,
  ): grpc.ClientUnaryCall;
  SaveGift(
    argument: _kindred_commerce_v1_SaveGiftRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGift__Output>,
  ): grpc.ClientUnaryCall;
  saveGift(
    argument: _kindred_commerce_v1_SaveGiftRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGift__Output>,
  ): grpc.ClientUnaryCall;
  saveGift(
    argument: _kindred_commerce_v1_SaveGiftRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGift__Output>,
  ): grpc.ClientUnaryCall;
  saveGift(
    argument: _kindred_commerce_v1_SaveGiftRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGift__Output>,
  ): grpc.ClientUnaryCall;
  saveGift(
    argument: _kindred_commerce_v1_SaveGiftRequest,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGift__Output>,
  ): grpc.ClientUnaryCall;

  SaveGiftCategory(
    argument: _kindred_commerce_v1_StaffGiftCategory,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGiftCategory__Output>,
  ): grpc.ClientUnaryCall;
  SaveGiftCategory(
    argument: _kindred_commerce_v1_StaffGiftCategory,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGiftCategory__Output>,
  ): grpc.ClientUnaryCall;
  SaveGiftCategory(
    argument: _kindred_commerce_v1_StaffGiftCategory,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGiftCategory__Output>,
  ): grpc.ClientUnaryCall;
  SaveGiftCategory(
    argument: _kindred_commerce_v1_StaffGiftCategory,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGiftCategory__Output>,
  ): grpc.ClientUnaryCall;
  saveGiftCategory(
    argument: _kindred_commerce_v1_StaffGiftCategory,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGiftCategory__Output>,
  ): grpc.ClientUnaryCall;
  saveGiftCategory(
    argument: _kindred_commerce_v1_StaffGiftCategory,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGiftCategory__Output>,
  ): grpc.ClientUnaryCall;
  saveGiftCategory(
    argument: _kindred_commerce_v1_StaffGiftCategory,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGiftCategory__Output>,
  ): grpc.ClientUnaryCall;
  saveGiftCategory(
    argument: _kindred_commerce_v1_StaffGiftCategory,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffGiftCategory__Output>,
  ): grpc.ClientUnaryCall;

  SaveRechargePackage(
    argument: _kindred_commerce_v1_StaffRechargePackage,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffRechargePackage__Output>,
  ): grpc.ClientUnaryCall;
  SaveRechargePackage(
    argument: _kindred_commerce_v1_StaffRechargePackage,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffRechargePackage__Output>,
  ): grpc.ClientUnaryCall;
  SaveRechargePackage(
    argument: _kindred_commerce_v1_StaffRechargePackage,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffRechargePackage__Output>,
  ): grpc.ClientUnaryCall;
  SaveRechargePackage(
    argument: _kindred_commerce_v1_StaffRechargePackage,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffRechargePackage__Output>,
  ): grpc.ClientUnaryCall;
  saveRechargePackage(
    argument: _kindred_commerce_v1_StaffRechargePackage,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffRechargePackage__Output>,
  ): grpc.ClientUnaryCall;
  saveRechargePackage(
    argument: _kindred_commerce_v1_StaffRechargePackage,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffRechargePackage__Output>,
  ): grpc.ClientUnaryCall;
  saveRechargePackage(
    argument: _kindred_commerce_v1_StaffRechargePackage,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffRechargePackage__Output>,
  ): grpc.ClientUnaryCall;
  saveRechargePackage(
    argument: _kindred_commerce_v1_StaffRechargePackage,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffRechargePackage__Output>,
  ): grpc.ClientUnaryCall;

  SaveUpgradePackage(
    argument: _kindred_commerce_v1_StaffUpgradePackage,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradePackage__Output>,
  ): grpc.ClientUnaryCall;
  SaveUpgradePackage(
    argument: _kindred_commerce_v1_StaffUpgradePackage,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradePackage__Output>,
  ): grpc.ClientUnaryCall;
  SaveUpgradePackage(
    argument: _kindred_commerce_v1_StaffUpgradePackage,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradePackage__Output>,
  ): grpc.ClientUnaryCall;
  SaveUpgradePackage(
    argument: _kindred_commerce_v1_StaffUpgradePackage,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradePackage__Output>,
  ): grpc.ClientUnaryCall;
  saveUpgradePackage(
    argument: _kindred_commerce_v1_StaffUpgradePackage,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradePackage__Output>,
  ): grpc.ClientUnaryCall;
  saveUpgradePackage(
    argument: _kindred_commerce_v1_StaffUpgradePackage,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradePackage__Output>,
  ): grpc.ClientUnaryCall;
  saveUpgradePackage(
    argument: _kindred_commerce_v1_StaffUpgradePackage,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradePackage__Output>,
  ): grpc.ClientUnaryCall;
  saveUpgradePackage(
    argument: _kindred_commerce_v1_StaffUpgradePackage,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradePackage__Output>,
  ): grpc.ClientUnaryCall;

  SaveUpgradeTier(
    argument: _kindred_commerce_v1_StaffUpgradeTier,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradeTier__Output>,
  ): grpc.ClientUnaryCall;
  SaveUpgradeTier(
    argument: _kindred_commerce_v1_StaffUpgradeTier,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradeTier__Output>,
  ): grpc.ClientUnaryCall;
  SaveUpgradeTier(
    argument: _kindred_commerce_v1_StaffUpgradeTier,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradeTier__Output>,
  ): grpc.ClientUnaryCall;
  SaveUpgradeTier(
    argument: _kindred_commerce_v1_StaffUpgradeTier,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradeTier__Output>,
  ): grpc.ClientUnaryCall;
  saveUpgradeTier(
    argument: _kindred_commerce_v1_StaffUpgradeTier,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradeTier__Output>,
  ): grpc.ClientUnaryCall;
  saveUpgradeTier(
    argument: _kindred_commerce_v1_StaffUpgradeTier,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradeTier__Output>,
  ): grpc.ClientUnaryCall;
  saveUpgradeTier(
    argument: _kindred_commerce_v1_StaffUpgradeTier,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradeTier__Output>,
  ): grpc.ClientUnaryCall;
  saveUpgradeTier(
    argument: _kindred_commerce_v1_StaffUpgradeTier,
    callback: grpc.requestCallback<_kindred_commerce_v1_StaffUpgradeTier__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * What the staff console needs of commerce (docs/staff-api.md): credit adjustments and the ledger,
 * orders and refunds, the gift catalogue and the packages, revenue per day.
 */
export interface CommerceStaffServiceHandlers extends grpc.UntypedServiceImplementation {
  AdjustCredit: grpc.handleUnaryCall<
    _kindred_commerce_v1_AdjustCreditRequest__Output,
    _kindred_commerce_v1_AdjustCreditResponse
  >;

  GetRevenue: grpc.handleUnaryCall<_kindred_commerce_v1_GetRevenueRequest__Output, _kindred_commerce_v1_RevenueDays>;

  GetStaffCatalogue: grpc.handleUnaryCall<_kindred_common_v1_Empty__Output, _kindred_commerce_v1_StaffCatalogue>;

  GetStaffPackages: grpc.handleUnaryCall<_kindred_common_v1_Empty__Output, _kindred_commerce_v1_StaffPackages>;

  ListLedger: grpc.handleUnaryCall<
    _kindred_commerce_v1_ListLedgerRequest__Output,
    _kindred_commerce_v1_LedgerEntryList
  >;

  ListOrders: grpc.handleUnaryCall<_kindred_commerce_v1_ListOrdersRequest__Output, _kindred_commerce_v1_StaffOrderPage>;

  RefundOrder: grpc.handleUnaryCall<
    _kindred_commerce_v1_RefundOrderRequest__Output,
    _kindred_commerce_v1_RefundOrderResponse
  >;

  SaveGift: grpc.handleUnaryCall<_kindred_commerce_v1_SaveGiftRequest__Output, _kindred_commerce_v1_StaffGift>;

  SaveGiftCategory: grpc.handleUnaryCall<
    _kindred_commerce_v1_StaffGiftCategory__Output,
    _kindred_commerce_v1_StaffGiftCategory
  >;

  SaveRechargePackage: grpc.handleUnaryCall<
    _kindred_commerce_v1_StaffRechargePackage__Output,
    _kindred_commerce_v1_StaffRechargePackage
  >;

  SaveUpgradePackage: grpc.handleUnaryCall<
    _kindred_commerce_v1_StaffUpgradePackage__Output,
    _kindred_commerce_v1_StaffUpgradePackage
  >;

  SaveUpgradeTier: grpc.handleUnaryCall<
    _kindred_commerce_v1_StaffUpgradeTier__Output,
    _kindred_commerce_v1_StaffUpgradeTier
  >;
}

export interface CommerceStaffServiceDefinition extends grpc.ServiceDefinition {
  AdjustCredit: MethodDefinition<
    _kindred_commerce_v1_AdjustCreditRequest,
    _kindred_commerce_v1_AdjustCreditResponse,
    _kindred_commerce_v1_AdjustCreditRequest__Output,
    _kindred_commerce_v1_AdjustCreditResponse__Output
  >;
  GetRevenue: MethodDefinition<
    _kindred_commerce_v1_GetRevenueRequest,
    _kindred_commerce_v1_RevenueDays,
    _kindred_commerce_v1_GetRevenueRequest__Output,
    _kindred_commerce_v1_RevenueDays__Output
  >;
  GetStaffCatalogue: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_commerce_v1_StaffCatalogue,
    _kindred_common_v1_Empty__Output,
    _kindred_commerce_v1_StaffCatalogue__Output
  >;
  GetStaffPackages: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_commerce_v1_StaffPackages,
    _kindred_common_v1_Empty__Output,
    _kindred_commerce_v1_StaffPackages__Output
  >;
  ListLedger: MethodDefinition<
    _kindred_commerce_v1_ListLedgerRequest,
    _kindred_commerce_v1_LedgerEntryList,
    _kindred_commerce_v1_ListLedgerRequest__Output,
    _kindred_commerce_v1_LedgerEntryList__Output
  >;
  ListOrders: MethodDefinition<
    _kindred_commerce_v1_ListOrdersRequest,
    _kindred_commerce_v1_StaffOrderPage,
    _kindred_commerce_v1_ListOrdersRequest__Output,
    _kindred_commerce_v1_StaffOrderPage__Output
  >;
  RefundOrder: MethodDefinition<
    _kindred_commerce_v1_RefundOrderRequest,
    _kindred_commerce_v1_RefundOrderResponse,
    _kindred_commerce_v1_RefundOrderRequest__Output,
    _kindred_commerce_v1_RefundOrderResponse__Output
  >;
  SaveGift: MethodDefinition<
    _kindred_commerce_v1_SaveGiftRequest,
    _kindred_commerce_v1_StaffGift,
    _kindred_commerce_v1_SaveGiftRequest__Output,
    _kindred_commerce_v1_StaffGift__Output
  >;
  SaveGiftCategory: MethodDefinition<
    _kindred_commerce_v1_StaffGiftCategory,
    _kindred_commerce_v1_StaffGiftCategory,
    _kindred_commerce_v1_StaffGiftCategory__Output,
    _kindred_commerce_v1_StaffGiftCategory__Output
  >;
  SaveRechargePackage: MethodDefinition<
    _kindred_commerce_v1_StaffRechargePackage,
    _kindred_commerce_v1_StaffRechargePackage,
    _kindred_commerce_v1_StaffRechargePackage__Output,
    _kindred_commerce_v1_StaffRechargePackage__Output
  >;
  SaveUpgradePackage: MethodDefinition<
    _kindred_commerce_v1_StaffUpgradePackage,
    _kindred_commerce_v1_StaffUpgradePackage,
    _kindred_commerce_v1_StaffUpgradePackage__Output,
    _kindred_commerce_v1_StaffUpgradePackage__Output
  >;
  SaveUpgradeTier: MethodDefinition<
    _kindred_commerce_v1_StaffUpgradeTier,
    _kindred_commerce_v1_StaffUpgradeTier,
    _kindred_commerce_v1_StaffUpgradeTier__Output,
    _kindred_commerce_v1_StaffUpgradeTier__Output
  >;
}
