// Original file: proto/kindred/user/v1/discovery.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  AddSavedSearchRequest as _kindred_user_v1_AddSavedSearchRequest,
  AddSavedSearchRequest__Output as _kindred_user_v1_AddSavedSearchRequest__Output,
} from '../../../kindred/user/v1/AddSavedSearchRequest';
import type {
  DeleteSavedSearchRequest as _kindred_user_v1_DeleteSavedSearchRequest,
  DeleteSavedSearchRequest__Output as _kindred_user_v1_DeleteSavedSearchRequest__Output,
} from '../../../kindred/user/v1/DeleteSavedSearchRequest';
import type {
  DiscoveryPage as _kindred_user_v1_DiscoveryPage,
  DiscoveryPage__Output as _kindred_user_v1_DiscoveryPage__Output,
} from '../../../kindred/user/v1/DiscoveryPage';
import type {
  GetProfileFactsRequest as _kindred_user_v1_GetProfileFactsRequest,
  GetProfileFactsRequest__Output as _kindred_user_v1_GetProfileFactsRequest__Output,
} from '../../../kindred/user/v1/GetProfileFactsRequest';
import type {
  ListSavedSearchesRequest as _kindred_user_v1_ListSavedSearchesRequest,
  ListSavedSearchesRequest__Output as _kindred_user_v1_ListSavedSearchesRequest__Output,
} from '../../../kindred/user/v1/ListSavedSearchesRequest';
import type {
  ProfileFacts as _kindred_user_v1_ProfileFacts,
  ProfileFacts__Output as _kindred_user_v1_ProfileFacts__Output,
} from '../../../kindred/user/v1/ProfileFacts';
import type {
  SaveProfileFactsRequest as _kindred_user_v1_SaveProfileFactsRequest,
  SaveProfileFactsRequest__Output as _kindred_user_v1_SaveProfileFactsRequest__Output,
} from '../../../kindred/user/v1/SaveProfileFactsRequest';
import type {
  SavedSearch as _kindred_user_v1_SavedSearch,
  SavedSearch__Output as _kindred_user_v1_SavedSearch__Output,
} from '../../../kindred/user/v1/SavedSearch';
import type {
  SavedSearchList as _kindred_user_v1_SavedSearchList,
  SavedSearchList__Output as _kindred_user_v1_SavedSearchList__Output,
} from '../../../kindred/user/v1/SavedSearchList';
import type {
  SearchMembersRequest as _kindred_user_v1_SearchMembersRequest,
  SearchMembersRequest__Output as _kindred_user_v1_SearchMembersRequest__Output,
} from '../../../kindred/user/v1/SearchMembersRequest';
import type {
  SuggestMembersRequest as _kindred_user_v1_SuggestMembersRequest,
  SuggestMembersRequest__Output as _kindred_user_v1_SuggestMembersRequest__Output,
} from '../../../kindred/user/v1/SuggestMembersRequest';

/**
 * Finding members and reading what they tell about themselves (docs/discovery.md): discovery search
 * over the member listing with filters, and the profile facts a profile shows and settings edit.
 */
export interface DiscoveryServiceClient extends grpc.Client {
  /**
   * Saved searches (docs/discovery.md, "Saved searches"): at most 10 a member, gated by Search_users
   * like the search; their owner hears of a new member matching one through the notifier's digest.
   */
  AddSavedSearch(
    argument: _kindred_user_v1_AddSavedSearchRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearch__Output>,
  ): grpc.ClientUnaryCall;
  AddSavedSearch(
    argument: _kindred_user_v1_AddSavedSearchRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearch__Output>,
  ): grpc.ClientUnaryCall;
  AddSavedSearch(
    argument: _kindred_user_v1_AddSavedSearchRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearch__Output>,
  ): grpc.ClientUnaryCall;
  AddSavedSearch(
    argument: _kindred_user_v1_AddSavedSearchRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearch__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Saved searches (docs/discovery.md, "Saved searches"): at most 10 a member, gated by Search_users
   * like the search; their owner hears of a new member matching one through the notifier's digest.
   */
  addSavedSearch(
    argument: _kindred_user_v1_AddSavedSearchRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearch__Output>,
  ): grpc.ClientUnaryCall;
  addSavedSearch(
    argument: _kindred_user_v1_AddSavedSearchRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearch__Output>,
  ): grpc.ClientUnaryCall;
  addSavedSearch(
    argument: _kindred_user_v1_AddSavedSearchRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearch__Output>,
  ): grpc.ClientUnaryCall;
  addSavedSearch(
    argument: _kindred_user_v1_AddSavedSearchRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearch__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * NOT_FOUND for an id that is not one of the member's searches.
   */
  DeleteSavedSearch(
    argument: _kindred_user_v1_DeleteSavedSearchRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSavedSearch(
    argument: _kindred_user_v1_DeleteSavedSearchRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSavedSearch(
    argument: _kindred_user_v1_DeleteSavedSearchRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSavedSearch(
    argument: _kindred_user_v1_DeleteSavedSearchRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * NOT_FOUND for an id that is not one of the member's searches.
   */
  deleteSavedSearch(
    argument: _kindred_user_v1_DeleteSavedSearchRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  deleteSavedSearch(
    argument: _kindred_user_v1_DeleteSavedSearchRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  deleteSavedSearch(
    argument: _kindred_user_v1_DeleteSavedSearchRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  deleteSavedSearch(
    argument: _kindred_user_v1_DeleteSavedSearchRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;

  GetProfileFacts(
    argument: _kindred_user_v1_GetProfileFactsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  GetProfileFacts(
    argument: _kindred_user_v1_GetProfileFactsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  GetProfileFacts(
    argument: _kindred_user_v1_GetProfileFactsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  GetProfileFacts(
    argument: _kindred_user_v1_GetProfileFactsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  getProfileFacts(
    argument: _kindred_user_v1_GetProfileFactsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  getProfileFacts(
    argument: _kindred_user_v1_GetProfileFactsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  getProfileFacts(
    argument: _kindred_user_v1_GetProfileFactsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  getProfileFacts(
    argument: _kindred_user_v1_GetProfileFactsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;

  ListSavedSearches(
    argument: _kindred_user_v1_ListSavedSearchesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  ListSavedSearches(
    argument: _kindred_user_v1_ListSavedSearchesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  ListSavedSearches(
    argument: _kindred_user_v1_ListSavedSearchesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  ListSavedSearches(
    argument: _kindred_user_v1_ListSavedSearchesRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  listSavedSearches(
    argument: _kindred_user_v1_ListSavedSearchesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  listSavedSearches(
    argument: _kindred_user_v1_ListSavedSearchesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  listSavedSearches(
    argument: _kindred_user_v1_ListSavedSearchesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;
  listSavedSearches(
    argument: _kindred_user_v1_ListSavedSearchesRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SavedSearchList__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Changes only the facts marked in `given`; answers the facts afterwards.
   */
  SaveProfileFacts(
    argument: _kindred_user_v1_SaveProfileFactsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  SaveProfileFacts(
    argument: _kindred_user_v1_SaveProfileFactsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  SaveProfileFacts(
    argument: _kindred_user_v1_SaveProfileFactsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  SaveProfileFacts(
    argument: _kindred_user_v1_SaveProfileFactsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Changes only the facts marked in `given`; answers the facts afterwards.
   */
  saveProfileFacts(
    argument: _kindred_user_v1_SaveProfileFactsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  saveProfileFacts(
    argument: _kindred_user_v1_SaveProfileFactsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  saveProfileFacts(
    argument: _kindred_user_v1_SaveProfileFactsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;
  saveProfileFacts(
    argument: _kindred_user_v1_SaveProfileFactsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_ProfileFacts__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * A page of members matching every filter given, newest activity first, through the listing's
   * visibility rules (hidden, pending deletion, suspended, erased and blocked pairs left out).
   */
  SearchMembers(
    argument: _kindred_user_v1_SearchMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  SearchMembers(
    argument: _kindred_user_v1_SearchMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  SearchMembers(
    argument: _kindred_user_v1_SearchMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  SearchMembers(
    argument: _kindred_user_v1_SearchMembersRequest,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * A page of members matching every filter given, newest activity first, through the listing's
   * visibility rules (hidden, pending deletion, suspended, erased and blocked pairs left out).
   */
  searchMembers(
    argument: _kindred_user_v1_SearchMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  searchMembers(
    argument: _kindred_user_v1_SearchMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  searchMembers(
    argument: _kindred_user_v1_SearchMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  searchMembers(
    argument: _kindred_user_v1_SearchMembersRequest,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Members suggested to the caller, best score first (docs/discovery.md, "Suggested members"), through
   * the same visibility rules; the members in excluded_ids (the caller's follows) are left out.
   */
  SuggestMembers(
    argument: _kindred_user_v1_SuggestMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  SuggestMembers(
    argument: _kindred_user_v1_SuggestMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  SuggestMembers(
    argument: _kindred_user_v1_SuggestMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  SuggestMembers(
    argument: _kindred_user_v1_SuggestMembersRequest,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Members suggested to the caller, best score first (docs/discovery.md, "Suggested members"), through
   * the same visibility rules; the members in excluded_ids (the caller's follows) are left out.
   */
  suggestMembers(
    argument: _kindred_user_v1_SuggestMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  suggestMembers(
    argument: _kindred_user_v1_SuggestMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  suggestMembers(
    argument: _kindred_user_v1_SuggestMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
  suggestMembers(
    argument: _kindred_user_v1_SuggestMembersRequest,
    callback: grpc.requestCallback<_kindred_user_v1_DiscoveryPage__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * Finding members and reading what they tell about themselves (docs/discovery.md): discovery search
 * over the member listing with filters, and the profile facts a profile shows and settings edit.
 */
export interface DiscoveryServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Saved searches (docs/discovery.md, "Saved searches"): at most 10 a member, gated by Search_users
   * like the search; their owner hears of a new member matching one through the notifier's digest.
   */
  AddSavedSearch: grpc.handleUnaryCall<_kindred_user_v1_AddSavedSearchRequest__Output, _kindred_user_v1_SavedSearch>;

  /**
   * NOT_FOUND for an id that is not one of the member's searches.
   */
  DeleteSavedSearch: grpc.handleUnaryCall<
    _kindred_user_v1_DeleteSavedSearchRequest__Output,
    _kindred_user_v1_SavedSearchList
  >;

  GetProfileFacts: grpc.handleUnaryCall<_kindred_user_v1_GetProfileFactsRequest__Output, _kindred_user_v1_ProfileFacts>;

  ListSavedSearches: grpc.handleUnaryCall<
    _kindred_user_v1_ListSavedSearchesRequest__Output,
    _kindred_user_v1_SavedSearchList
  >;

  /**
   * Changes only the facts marked in `given`; answers the facts afterwards.
   */
  SaveProfileFacts: grpc.handleUnaryCall<
    _kindred_user_v1_SaveProfileFactsRequest__Output,
    _kindred_user_v1_ProfileFacts
  >;

  /**
   * A page of members matching every filter given, newest activity first, through the listing's
   * visibility rules (hidden, pending deletion, suspended, erased and blocked pairs left out).
   */
  SearchMembers: grpc.handleUnaryCall<_kindred_user_v1_SearchMembersRequest__Output, _kindred_user_v1_DiscoveryPage>;

  /**
   * Members suggested to the caller, best score first (docs/discovery.md, "Suggested members"), through
   * the same visibility rules; the members in excluded_ids (the caller's follows) are left out.
   */
  SuggestMembers: grpc.handleUnaryCall<_kindred_user_v1_SuggestMembersRequest__Output, _kindred_user_v1_DiscoveryPage>;
}

export interface DiscoveryServiceDefinition extends grpc.ServiceDefinition {
  AddSavedSearch: MethodDefinition<
    _kindred_user_v1_AddSavedSearchRequest,
    _kindred_user_v1_SavedSearch,
    _kindred_user_v1_AddSavedSearchRequest__Output,
    _kindred_user_v1_SavedSearch__Output
  >;
  DeleteSavedSearch: MethodDefinition<
    _kindred_user_v1_DeleteSavedSearchRequest,
    _kindred_user_v1_SavedSearchList,
    _kindred_user_v1_DeleteSavedSearchRequest__Output,
    _kindred_user_v1_SavedSearchList__Output
  >;
  GetProfileFacts: MethodDefinition<
    _kindred_user_v1_GetProfileFactsRequest,
    _kindred_user_v1_ProfileFacts,
    _kindred_user_v1_GetProfileFactsRequest__Output,
    _kindred_user_v1_ProfileFacts__Output
  >;
  ListSavedSearches: MethodDefinition<
    _kindred_user_v1_ListSavedSearchesRequest,
    _kindred_user_v1_SavedSearchList,
    _kindred_user_v1_ListSavedSearchesRequest__Output,
    _kindred_user_v1_SavedSearchList__Output
  >;
  SaveProfileFacts: MethodDefinition<
    _kindred_user_v1_SaveProfileFactsRequest,
    _kindred_user_v1_ProfileFacts,
    _kindred_user_v1_SaveProfileFactsRequest__Output,
    _kindred_user_v1_ProfileFacts__Output
  >;
  SearchMembers: MethodDefinition<
    _kindred_user_v1_SearchMembersRequest,
    _kindred_user_v1_DiscoveryPage,
    _kindred_user_v1_SearchMembersRequest__Output,
    _kindred_user_v1_DiscoveryPage__Output
  >;
  SuggestMembers: MethodDefinition<
    _kindred_user_v1_SuggestMembersRequest,
    _kindred_user_v1_DiscoveryPage,
    _kindred_user_v1_SuggestMembersRequest__Output,
    _kindred_user_v1_DiscoveryPage__Output
  >;
}
