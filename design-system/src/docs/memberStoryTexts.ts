/**
 * The words of the signed-in members' components (tiers and privileges, mail, posts, gifts) in their
 * stories, in the three languages. In the app these texts are the app's own (they ship with the
 * screens that show the components, not with the first screen), so the components take them as
 * props; these copies are the app's texts at the time of writing.
 */
import type { AuthorityName } from '@kindred/rules';
import { resolveLocale, type Locale } from '../i18n/locales';

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

const en = {
  privileges: { list: '{tier} privileges', authorities: enAuthorities },
  basePrice: 'Base price {price}/month',
  mail: {
    inbox: 'Inbox',
    loadFailed: 'The mail could not be loaded',
    empty: 'No mail yet',
    open: 'Mail from {name}',
    openUnread: 'Unread mail from {name}',
    unread: 'Unread',
    locked: 'Upgrade to read this mail',
  },
  mailCompose: { recipient: 'To (username)', content: 'Message' },
  gift: {
    loading: 'Loading gifts…',
    loadFailed: 'The gifts could not be loaded',
    catalogueEmpty: 'The gift shop is empty',
    categoryEmpty: 'No gifts in this category',
    sendThis: 'Send {name}',
    recipient: 'To (username)',
  },
  postComposer: {
    label: 'What is on your mind?',
    addPicture: 'Add a picture',
    changePicture: 'Change the picture',
    removePicture: 'Remove the picture',
    pictureFile: 'Picture for the post',
    preview: 'Picture of the post',
    emoticons: 'Emoticons',
    post: 'Post',
  },
};

type MemberStoryTexts = typeof en;

const zhcn: MemberStoryTexts = {
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
  mail: {
    inbox: '收件箱',
    loadFailed: '邮件加载失败',
    empty: '暂无邮件',
    open: '来自 {name} 的邮件',
    openUnread: '来自 {name} 的未读邮件',
    unread: '未读',
    locked: '升级后即可阅读此邮件',
  },
  mailCompose: { recipient: '收件人（用户名）', content: '内容' },
  gift: {
    loading: '礼物加载中…',
    loadFailed: '礼物加载失败',
    catalogueEmpty: '礼物商城暂无礼物',
    categoryEmpty: '该分类暂无礼物',
    sendThis: '赠送 {name}',
    recipient: '送给（用户名）',
  },
  postComposer: {
    label: '想说点什么？',
    addPicture: '添加图片',
    changePicture: '更换图片',
    removePicture: '移除图片',
    pictureFile: '动态的图片',
    preview: '动态图片',
    emoticons: '表情',
    post: '发布',
  },
};

const zhtw: MemberStoryTexts = {
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
  mail: {
    inbox: '收件匣',
    loadFailed: '郵件載入失敗',
    empty: '暫無郵件',
    open: '來自 {name} 的郵件',
    openUnread: '來自 {name} 的未讀郵件',
    unread: '未讀',
    locked: '升級後即可閱讀此郵件',
  },
  mailCompose: { recipient: '收件人（使用者名稱）', content: '內容' },
  gift: {
    loading: '禮物載入中…',
    loadFailed: '禮物載入失敗',
    catalogueEmpty: '禮物商城暫無禮物',
    categoryEmpty: '該分類暫無禮物',
    sendThis: '贈送 {name}',
    recipient: '送給（使用者名稱）',
  },
  postComposer: {
    label: '想說點什麼？',
    addPicture: '新增圖片',
    changePicture: '更換圖片',
    removePicture: '移除圖片',
    pictureFile: '動態的圖片',
    preview: '動態圖片',
    emoticons: '表情',
    post: '發佈',
  },
};

const texts: Record<Locale, MemberStoryTexts> = { en, zhcn, zhtw };

/** The texts for the story's language (`globals.locale`). */
export function memberStoryTexts(globals: Record<string, unknown>): MemberStoryTexts {
  return texts[resolveLocale(globals.locale)];
}
