// Original file: proto/kindred/user/v1/discovery.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

export interface SearchMembersRequest {
  caller?: _kindred_common_v1_Caller | null;
  page?: number;
  /**
   * -1: the caller's opposite sex; else 0 or 1.
   */
  sex?: number;
  /**
   * 0: no bound.
   */
  age_min?: number;
  age_max?: number;
  country?: string;
  city?: string;
  online?: boolean;
  with_photo?: boolean;
  interests?: string[];
  /**
   * The ordered ids alone (member_ids), no cards: the edge fills the cards it keeps.
   */
  ids_only?: boolean;
  /**
   * Members the caller blocked or is blocked by (social's, passed by the edge).
   */
  blocked_ids?: (number | string | Long)[];
  /**
   * As ListMembersRequest's: the page of the caller's kind and these filters, shared by every viewer
   * of it, over_fetch more ids after it; with among_ids, only those of them it holds, from its top.
   */
  shared?: boolean;
  over_fetch?: number;
  among_ids?: (number | string | Long)[];
  /**
   * A shared page after the first: it seeks from where page after_page (< page) of the same search
   * ended as the edge keeps it (its last member's place), then skips the pages in between; 0: from
   * the search's kept page ends, as a member's own search does.
   */
  after_page?: number;
  after_activity_us?: number | string | Long;
  after_id?: number | string | Long;
}

export interface SearchMembersRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  page: number;
  /**
   * -1: the caller's opposite sex; else 0 or 1.
   */
  sex: number;
  /**
   * 0: no bound.
   */
  age_min: number;
  age_max: number;
  country: string;
  city: string;
  online: boolean;
  with_photo: boolean;
  interests: string[];
  /**
   * The ordered ids alone (member_ids), no cards: the edge fills the cards it keeps.
   */
  ids_only: boolean;
  /**
   * Members the caller blocked or is blocked by (social's, passed by the edge).
   */
  blocked_ids: number[];
  /**
   * As ListMembersRequest's: the page of the caller's kind and these filters, shared by every viewer
   * of it, over_fetch more ids after it; with among_ids, only those of them it holds, from its top.
   */
  shared: boolean;
  over_fetch: number;
  among_ids: number[];
  /**
   * A shared page after the first: it seeks from where page after_page (< page) of the same search
   * ended as the edge keeps it (its last member's place), then skips the pages in between; 0: from
   * the search's kept page ends, as a member's own search does.
   */
  after_page: number;
  after_activity_us: number;
  after_id: number;
}
