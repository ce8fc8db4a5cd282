export { readMessagingConfig, type MessagingConfig } from './config';
export { startMessagingService, type MessagingOverrides } from './server';
export { readNotifierConfig } from './notifier/config';
export { startNotifier, type Notifier } from './notifier/notifier';
