/**
 * The texts of the email change and of the password asked again (docs/privacy.md, "Step-up"), under
 * `emailChange`, in the three languages. They ship with the screens that show them.
 */
import { useTranslation } from '../../app/i18n/react';
import type { I18n } from '../../app/i18n';
import type { Shape } from './texts/shape';

const en = {
  heading: 'Email address',
  current: 'Your address now: {{email}}',
  newEmail: 'New email address',
  password: 'Your password',
  submit: 'Change my email',
  intro:
    'We send a link to the new address; your address changes when you open it. Your old address then gets a mail with a link to undo the change.',
  sent: 'If this address can be used, a link is on its way to it. Open it to finish the change.',
  wrongPassword: 'The password is not correct',
  tooManyTries: 'Too many password attempts. Wait a minute and try again.',
  tryAgain: 'This cannot be checked right now. Try again in a moment.',
};

const zhcn: Shape<typeof en> = {
  heading: '电子邮件地址',
  current: '当前地址：{{email}}',
  newEmail: '新的电子邮件地址',
  password: '您的密码',
  submit: '更改电子邮件',
  intro: '我们会向新地址发送一个链接，打开后地址才会更改。随后原地址会收到一封邮件，其中的链接可撤销此更改。',
  sent: '如果该地址可以使用，链接已发往该地址。请打开链接完成更改。',
  wrongPassword: '密码不正确',
  tooManyTries: '密码尝试次数过多，请等一分钟后再试。',
  tryAgain: '暂时无法验证，请稍后再试。',
};

const zhtw: Shape<typeof en> = {
  heading: '電子郵件地址',
  current: '目前地址：{{email}}',
  newEmail: '新的電子郵件地址',
  password: '您的密碼',
  submit: '變更電子郵件',
  intro: '我們會向新地址寄送一個連結，開啟後地址才會變更。之後原地址會收到一封郵件，其中的連結可撤銷此變更。',
  sent: '如果該地址可以使用，連結已寄往該地址。請開啟連結完成變更。',
  wrongPassword: '密碼不正確',
  tooManyTries: '密碼嘗試次數過多，請等一分鐘後再試。',
  tryAgain: '暫時無法驗證，請稍後再試。',
};

const TEXTS = { en, zhcn, zhtw };

export function addEmailChangeTexts(instance: I18n): void {
  for (const [locale, emailChange] of Object.entries(TEXTS)) {
    if (instance.getResource(locale, 'translation', 'emailChange.heading') === undefined)
      instance.addResourceBundle(locale, 'translation', { emailChange }, true, false);
  }
}

/** `useTranslation`, with the email-change texts present. */
export function useEmailChangeTexts() {
  const translation = useTranslation();
  addEmailChangeTexts(translation.i18n);
  return translation;
}
