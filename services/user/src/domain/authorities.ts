import type { AuthorityName as Authority } from '@kindred/rules';

/** The authorities each vip level starts with (docs/product.md section 3); the names live in @kindred/rules. */
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
