import type { LegalTexts } from './legalPages';

/** The information pages in English. */
export const legalEn: LegalTexts = {
  'about-us': {
    title: 'About us',
    paragraphs: [
      'Kindred is an online social and dating site for adults aged 18 and over. Members make friends, chat in real time, exchange mail, share photos and posts, follow one another and send virtual gifts.',
      'Membership is free. Silver VIP and Gold VIP memberships unlock more: searching members, starting chats and mail, and unlimited newsfeed. Prices are in US dollars (USD, $).',
      'Kindred is available in English, simplified Chinese and traditional Chinese, on phones (/m) and on desktop browsers (/w).',
    ],
  },
  'contact-us': {
    title: 'Contact us',
    paragraphs: [
      'Our customer service is a member of Kindred like you: every member can chat with customer service or send it a mail from inside the site, free of charge.',
      'For payment questions, include the date and the amount of the charge. Disputed charges must be reported within 60 days of the purchase.',
      'We answer in English, simplified Chinese or traditional Chinese, usually within one working day.',
    ],
  },
  'help-center': {
    title: 'Help center',
    paragraphs: [
      'Signing up: you need to be 18 or over. A new account is reviewed before it can use the site; you can sign in and see the review notice meanwhile.',
      'Credits: buy credits by card in US dollars and spend them on virtual gifts and paid features. Your balance is shown on your profile.',
      'Memberships: Silver VIP and Gold VIP are monthly plans paid once per period. They do not renew automatically and cannot be transferred to another member.',
      'Safety: report a member from their profile (advertising, offensive or illegal content). Our team reviews every report and tells you the result in your notices.',
    ],
  },
  'privacy-policy': {
    title: 'Privacy policy',
    paragraphs: [
      'We keep what you give us to run your account: username, email, birthday, gender, country, avatar, photos, posts, messages and your settings.',
      'Other members see your profile, photos and posts according to their membership; your email is shown to you only. Card details go to the payment processor and are never stored or logged by Kindred.',
      'You can change your profile and settings at any time, and delete your own posts and photos. Kindred is operated under the laws of Hong Kong.',
    ],
  },
  refund: {
    title: 'Refund and cancellation',
    paragraphs: [
      'All prices are in US dollars (USD). Memberships are monthly plans: they do not renew automatically, so there is nothing to cancel at the end of a period, and they cannot be transferred.',
      'Disputed charges must be reported to customer service within 60 days of the purchase.',
      'An accepted refund is paid back to the card used for the purchase. Refunds usually take more than one week to arrive.',
      'Credits already spent on gifts or features cannot be refunded.',
    ],
  },
  'terms-of-use': {
    title: 'Terms of use',
    paragraphs: [
      'Kindred is a social and dating site for adults. By creating an account you agree to these terms.',
      'You must be 18 or over to register and use Kindred.',
      'Be respectful. Advertising, offensive or illegal content can be reported and leads to warnings or suspension.',
      'Gifts are virtual and bought with credits. Prices are in US dollars ($) and payment is by card.',
      'Silver VIP and Gold VIP memberships are monthly, cannot be transferred and do not renew automatically.',
      'Disputed charges must be reported within 60 days of purchase. Refunds usually take more than one week.',
      'These terms are governed by the law of Hong Kong.',
    ],
  },
};
