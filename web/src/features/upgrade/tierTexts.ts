/**
 * The texts of the design system's TierCard and PrivilegeList: they ship with the upgrade screens,
 * not with the first screen (the /m/login and /w/login bundle budgets).
 */
import type { AuthorityName } from '@kindred/rules';
import { useTranslation } from '../../app/i18n/react';
import { resolveLocale, type Locale, type TierCardTexts } from '../../app/ui';

const enAuthorities: Record<AuthorityName, string> = {
  Allow_profile_wall_posts: 'Posts on your profile wall',
  Search_users: 'Search members',
  View_profiles: 'View profiles',
  Auth_message: 'Verified messages',
  Allow_comments_on_newsfeed: 'Comment on newsfeeds',
  Dynamic_unrestricted: 'Unlimited newsfeed',
  Allows_newsfeed_to_be_sent: 'Post to the newsfeed',
  Upload_photo: 'Upload photos',
  View_photo: 'View photos',
  Comment_photo: 'Comment on photos',
  Add_video: 'Add videos',
  View_video: 'Watch videos',
  Comment_video: 'Comment on videos',
  Start_mail_dialog: 'Start mail conversations',
  Continue_mail_dialog: 'Reply to mail',
  Read_chat_messages: 'Read chat messages',
  Send_chat_messages_for_free: 'Chat for free',
  Start_chat_dialog: 'Start chats',
  Read_mails: 'Read mail',
  Continue_chat_dialog: 'Reply in chats',
  Free_use_of_the_translation_function: 'Free translation',
};

const en: TierCardTexts = {
  basePrice: 'Base price {price}/month',
  privileges: { list: '{tier} privileges', authorities: enAuthorities },
};

const zhcn: TierCardTexts = {
  privileges: {
    list: '{tier}特权',
    authorities: {
      Allow_profile_wall_posts: '个人主页留言',
      Search_users: '搜索会员',
      View_profiles: '查看资料',
      Auth_message: '认证消息',
      Allow_comments_on_newsfeed: '评论动态',
      Dynamic_unrestricted: '动态不受限制',
      Allows_newsfeed_to_be_sent: '发布动态',
      Upload_photo: '上传照片',
      View_photo: '查看照片',
      Comment_photo: '评论照片',
      Add_video: '添加视频',
      View_video: '观看视频',
      Comment_video: '评论视频',
      Start_mail_dialog: '发起邮件对话',
      Continue_mail_dialog: '回复邮件',
      Read_chat_messages: '阅读聊天消息',
      Send_chat_messages_for_free: '免费聊天',
      Start_chat_dialog: '发起聊天',
      Read_mails: '阅读邮件',
      Continue_chat_dialog: '回复聊天',
      Free_use_of_the_translation_function: '免费翻译',
    },
  },
  basePrice: '基础价格 {price}/月',
};

const zhtw: TierCardTexts = {
  privileges: {
    list: '{tier}特權',
    authorities: {
      Allow_profile_wall_posts: '個人主頁留言',
      Search_users: '搜尋會員',
      View_profiles: '查看資料',
      Auth_message: '認證訊息',
      Allow_comments_on_newsfeed: '評論動態',
      Dynamic_unrestricted: '動態不受限制',
      Allows_newsfeed_to_be_sent: '發佈動態',
      Upload_photo: '上傳照片',
      View_photo: '查看照片',
      Comment_photo: '評論照片',
      Add_video: '新增影片',
      View_video: '觀看影片',
      Comment_video: '評論影片',
      Start_mail_dialog: '發起郵件對話',
      Continue_mail_dialog: '回覆郵件',
      Read_chat_messages: '閱讀聊天訊息',
      Send_chat_messages_for_free: '免費聊天',
      Start_chat_dialog: '發起聊天',
      Read_mails: '閱讀郵件',
      Continue_chat_dialog: '回覆聊天',
      Free_use_of_the_translation_function: '免費翻譯',
    },
  },
  basePrice: '基本價格 {price}/月',
};

const TEXTS: Record<Locale, TierCardTexts> = { en, zhcn, zhtw };

/** The tier cards' texts in the screen's language. */
export function useTierTexts(): TierCardTexts {
  const { i18n } = useTranslation();
  return TEXTS[resolveLocale(i18n.language)];
}
