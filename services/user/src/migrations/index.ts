import type { Migration } from '@kindred/kit';
import { accounts } from './0001_accounts';
import { staffSeed } from './0002_staff';
import { memberSearch } from './0010_member_search';
import { staffConsole } from './0003_staff_console';
import { memberSettings } from './0003_member_settings';
import { memberData } from './0020_member_data';
import { sessionDevices } from './0021_session_devices';
import { memberPrivacy } from './0021_member_privacy';
import { usernameBigrams } from './0030_username_bigrams';
import { oppositeSexSearch } from './0031_opposite_sex_search';
import { memberNameParts } from './0032_member_name_parts';
import { listedBefore } from './0033_listed_before';
import { accountSecurity } from './0070_account_security';
import { auditMailMetadata } from './0060_audit_mail_metadata';
import { listedToOthers } from './0040_listed_to_others';
import { noticesAboutMember } from './0090_notices_about_member';
import { profileFacts } from './0100_profile_facts';
import { savedSearches } from './0110_saved_searches';
import { discoverWalk } from './0111_discover_walk';
import { pendingAvatar } from './0120_pending_avatar';
import { verifiedProfiles } from './0130_verified_profiles';

export function migrations(staff: Parameters<typeof staffSeed>[0]): Migration[] {
  return [
    accounts,
    staffSeed(staff),
    staffConsole,
    memberSettings,
    memberSearch,
    memberData,
    sessionDevices,
    memberPrivacy,
    usernameBigrams,
    oppositeSexSearch,
    memberNameParts,
    listedBefore,
    listedToOthers,
    accountSecurity,
    auditMailMetadata,
    noticesAboutMember,
    profileFacts,
    savedSearches,
    discoverWalk,
    pendingAvatar,
    verifiedProfiles,
  ];
}
