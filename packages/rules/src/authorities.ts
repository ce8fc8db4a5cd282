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

/** The customer-service account: reachable by chat and mail whatever the caller's level. */
export const CUSTOMER_SERVICE_ID = 2;

export function isCustomerService(id: number): boolean {
  return id === CUSTOMER_SERVICE_ID;
}
