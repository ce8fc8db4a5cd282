export { MailCompose } from './MailCompose';
export type { MailComposeProps, MailComposeErrors, MailComposeTexts } from './MailCompose';
