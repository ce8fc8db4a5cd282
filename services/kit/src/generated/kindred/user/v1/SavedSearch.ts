// Original file: proto/kindred/user/v1/discovery.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A search's filters as SearchMembersRequest names them; sex is the one resolved when saved.
 */
export interface SavedSearch {
  id?: number | string | Long;
  name?: string;
  sex?: number;
  age_min?: number;
  age_max?: number;
  country?: string;
  city?: string;
  online?: boolean;
  with_photo?: boolean;
  interests?: string[];
  /**
   * Unix seconds.
   */
  create_time?: number | string | Long;
}

/**
 * A search's filters as SearchMembersRequest names them; sex is the one resolved when saved.
 */
export interface SavedSearch__Output {
  id: number;
  name: string;
  sex: number;
  age_min: number;
  age_max: number;
  country: string;
  city: string;
  online: boolean;
  with_photo: boolean;
  interests: string[];
  /**
   * Unix seconds.
   */
  create_time: number;
}
