// Original file: proto/kindred/commerce/v1/commerce.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

export interface PayRequest {
  caller?: _kindred_common_v1_Caller | null;
  gainer_id?: number | string | Long;
  pay_type?: number;
  income?: string;
  order_type?: number;
  packege_id?: number | string | Long;
  card_fullName?: string;
  card_lastName?: string;
  card_email?: string;
  card_fullPhone?: string;
  guid?: string;
  card_number?: string;
  exp_year?: string;
  exp_month?: string;
  cvv?: string;
  card_country?: string;
  card_state?: string;
  card_city?: string;
  card_address?: string;
  card_ZipCode?: string;
  exp_date?: string;
}

export interface PayRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  gainer_id: number;
  pay_type: number;
  income: string;
  order_type: number;
  packege_id: number;
  card_fullName: string;
  card_lastName: string;
  card_email: string;
  card_fullPhone: string;
  guid: string;
  card_number: string;
  exp_year: string;
  exp_month: string;
  cvv: string;
  card_country: string;
  card_state: string;
  card_city: string;
  card_address: string;
  card_ZipCode: string;
  exp_date: string;
}
