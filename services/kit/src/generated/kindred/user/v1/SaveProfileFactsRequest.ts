// Original file: proto/kindred/user/v1/discovery.proto

import type {
  ProfileFacts as _kindred_user_v1_ProfileFacts,
  ProfileFacts__Output as _kindred_user_v1_ProfileFacts__Output,
} from '../../../kindred/user/v1/ProfileFacts';
import type { Long } from '@grpc/proto-loader';

export interface SaveProfileFactsRequest {
  user_id?: number | string | Long;
  facts?: _kindred_user_v1_ProfileFacts | null;
  /**
   * Names of the facts to change (as ProfileFacts spells them); the others keep their value.
   */
  given?: string[];
}

export interface SaveProfileFactsRequest__Output {
  user_id: number;
  facts: _kindred_user_v1_ProfileFacts__Output | null;
  /**
   * Names of the facts to change (as ProfileFacts spells them); the others keep their value.
   */
  given: string[];
}
