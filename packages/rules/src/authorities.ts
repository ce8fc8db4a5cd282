/**
 * The authority flags of docs/product.md section 3: the user service grants a list of them per vip
 * level (staff edit the lists), the edge and messaging enforce them, the web app shows and checks them.
 */
export const AUTHORITY_NAMES = [
  'Allow_profile_wall_posts',
  'Search_users',
  'View_profiles',
  'Auth_message',
  'Allow_comments_on_newsfeed',
  'Dynamic_unrestricted',
  'Allows_newsfeed_to_be_sent',
  'Upload_photo',
  'View_photo',
  'Comment_photo',
  'Add_video',
  'View_video',
  'Comment_video',
  'Start_mail_dialog',
  'Continue_mail_dialog',
  'Read_chat_messages',
  'Send_chat_messages_for_free',
  'Start_chat_dialog',
  'Read_mails',
  'Continue_chat_dialog',
  'Free_use_of_the_translation_function',
] as const;

export type AuthorityName = (typeof AUTHORITY_NAMES)[number];

export function isAuthorityName(name: string): name is AuthorityName {
  return (AUTHORITY_NAMES as readonly string[]).includes(name);
}

const vip0: AuthorityName[] = [
  'View_profiles',
  'View_photo',
  'Upload_photo',
  'Allows_newsfeed_to_be_sent',
  'Allow_comments_on_newsfeed',
  'Read_chat_messages',
  'Continue_chat_dialog',
];
const vip1: AuthorityName[] = [
  ...vip0,
  'Search_users',
  'Start_chat_dialog',
  'Send_chat_messages_for_free',
  'Start_mail_dialog',
  'Continue_mail_dialog',
  'Read_mails',
  'Allow_profile_wall_posts',
  'Comment_photo',
  'Add_video',
  'View_video',
  'Comment_video',
  'Auth_message',
];
const vip2: AuthorityName[] = [...vip1, 'Dynamic_unrestricted', 'Free_use_of_the_translation_function'];

/**
 * The authorities each vip level starts with (docs/architecture.md section 6): the user service seeds
 * them once, then staff edit the lists; the web app's test server answers them as initdata.
 */
export const DEFAULT_TIER_AUTHORITIES: Readonly<Record<0 | 1 | 2, readonly AuthorityName[]>> = {
  0: vip0,
  1: vip1,
  2: vip2,
};

/** The customer-service account: reachable by chat and mail whatever the caller's level. */
export const CUSTOMER_SERVICE_ID = 2;

export function isCustomerService(id: number): boolean {
  return id === CUSTOMER_SERVICE_ID;
}
