/** The authority flags of docs/product.md section 3. */
export const AUTHORITIES = [
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

export type Authority = (typeof AUTHORITIES)[number];

const vip0: Authority[] = [
  'View_profiles',
  'View_photo',
  'Upload_photo',
  'Allows_newsfeed_to_be_sent',
  'Allow_comments_on_newsfeed',
  'Read_chat_messages',
  'Continue_chat_dialog',
];
const vip1: Authority[] = [
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
const vip2: Authority[] = [...vip1, 'Dynamic_unrestricted', 'Free_use_of_the_translation_function'];

/** Server defaults (docs/architecture.md section 6); seeded once, then edited by admins. */
export const DEFAULT_TIER_AUTHORITIES: Record<0 | 1 | 2, Authority[]> = { 0: vip0, 1: vip1, 2: vip2 };

export function isAuthority(name: string): name is Authority {
  return (AUTHORITIES as readonly string[]).includes(name);
}
