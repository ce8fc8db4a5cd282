import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

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
import type {
  AddSavedSearchRequest as _kindred_user_v1_AddSavedSearchRequest,
  AddSavedSearchRequest__Output as _kindred_user_v1_AddSavedSearchRequest__Output,
} from './kindred/user/v1/AddSavedSearchRequest';
import type {
  DeleteSavedSearchRequest as _kindred_user_v1_DeleteSavedSearchRequest,
  DeleteSavedSearchRequest__Output as _kindred_user_v1_DeleteSavedSearchRequest__Output,
} from './kindred/user/v1/DeleteSavedSearchRequest';
import type {
  DiscoveryPage as _kindred_user_v1_DiscoveryPage,
  DiscoveryPage__Output as _kindred_user_v1_DiscoveryPage__Output,
} from './kindred/user/v1/DiscoveryPage';
import type {
  DiscoveryServiceClient as _kindred_user_v1_DiscoveryServiceClient,
  DiscoveryServiceDefinition as _kindred_user_v1_DiscoveryServiceDefinition,
} from './kindred/user/v1/DiscoveryService';
import type {
  GetProfileFactsRequest as _kindred_user_v1_GetProfileFactsRequest,
  GetProfileFactsRequest__Output as _kindred_user_v1_GetProfileFactsRequest__Output,
} from './kindred/user/v1/GetProfileFactsRequest';
import type {
  ListSavedSearchesRequest as _kindred_user_v1_ListSavedSearchesRequest,
  ListSavedSearchesRequest__Output as _kindred_user_v1_ListSavedSearchesRequest__Output,
} from './kindred/user/v1/ListSavedSearchesRequest';
import type {
  ProfileFacts as _kindred_user_v1_ProfileFacts,
  ProfileFacts__Output as _kindred_user_v1_ProfileFacts__Output,
} from './kindred/user/v1/ProfileFacts';
import type {
  SaveProfileFactsRequest as _kindred_user_v1_SaveProfileFactsRequest,
  SaveProfileFactsRequest__Output as _kindred_user_v1_SaveProfileFactsRequest__Output,
} from './kindred/user/v1/SaveProfileFactsRequest';
import type {
  SavedSearch as _kindred_user_v1_SavedSearch,
  SavedSearch__Output as _kindred_user_v1_SavedSearch__Output,
} from './kindred/user/v1/SavedSearch';
import type {
  SavedSearchList as _kindred_user_v1_SavedSearchList,
  SavedSearchList__Output as _kindred_user_v1_SavedSearchList__Output,
} from './kindred/user/v1/SavedSearchList';
import type {
  SearchMembersRequest as _kindred_user_v1_SearchMembersRequest,
  SearchMembersRequest__Output as _kindred_user_v1_SearchMembersRequest__Output,
} from './kindred/user/v1/SearchMembersRequest';
import type {
  SuggestMembersRequest as _kindred_user_v1_SuggestMembersRequest,
  SuggestMembersRequest__Output as _kindred_user_v1_SuggestMembersRequest__Output,
} from './kindred/user/v1/SuggestMembersRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  kindred: {
    common: {
      v1: {
        Caller: MessageTypeDefinition<_kindred_common_v1_Caller, _kindred_common_v1_Caller__Output>;
        Empty: MessageTypeDefinition<_kindred_common_v1_Empty, _kindred_common_v1_Empty__Output>;
        Member: MessageTypeDefinition<_kindred_common_v1_Member, _kindred_common_v1_Member__Output>;
        Page: MessageTypeDefinition<_kindred_common_v1_Page, _kindred_common_v1_Page__Output>;
      };
    };
    user: {
      v1: {
        AddSavedSearchRequest: MessageTypeDefinition<
          _kindred_user_v1_AddSavedSearchRequest,
          _kindred_user_v1_AddSavedSearchRequest__Output
        >;
        DeleteSavedSearchRequest: MessageTypeDefinition<
          _kindred_user_v1_DeleteSavedSearchRequest,
          _kindred_user_v1_DeleteSavedSearchRequest__Output
        >;
        DiscoveryPage: MessageTypeDefinition<_kindred_user_v1_DiscoveryPage, _kindred_user_v1_DiscoveryPage__Output>;
        /**
         * Finding members and reading what they tell about themselves (docs/discovery.md): discovery search
         * over the member listing with filters, and the profile facts a profile shows and settings edit.
         */
        DiscoveryService: SubtypeConstructor<typeof grpc.Client, _kindred_user_v1_DiscoveryServiceClient> & {
          service: _kindred_user_v1_DiscoveryServiceDefinition;
        };
        GetProfileFactsRequest: MessageTypeDefinition<
          _kindred_user_v1_GetProfileFactsRequest,
          _kindred_user_v1_GetProfileFactsRequest__Output
        >;
        ListSavedSearchesRequest: MessageTypeDefinition<
          _kindred_user_v1_ListSavedSearchesRequest,
          _kindred_user_v1_ListSavedSearchesRequest__Output
        >;
        ProfileFacts: MessageTypeDefinition<_kindred_user_v1_ProfileFacts, _kindred_user_v1_ProfileFacts__Output>;
        SaveProfileFactsRequest: MessageTypeDefinition<
          _kindred_user_v1_SaveProfileFactsRequest,
          _kindred_user_v1_SaveProfileFactsRequest__Output
        >;
        SavedSearch: MessageTypeDefinition<_kindred_user_v1_SavedSearch, _kindred_user_v1_SavedSearch__Output>;
        SavedSearchList: MessageTypeDefinition<
          _kindred_user_v1_SavedSearchList,
          _kindred_user_v1_SavedSearchList__Output
        >;
        SearchMembersRequest: MessageTypeDefinition<
          _kindred_user_v1_SearchMembersRequest,
          _kindred_user_v1_SearchMembersRequest__Output
        >;
        SuggestMembersRequest: MessageTypeDefinition<
          _kindred_user_v1_SuggestMembersRequest,
          _kindred_user_v1_SuggestMembersRequest__Output
        >;
      };
    };
  };
}
