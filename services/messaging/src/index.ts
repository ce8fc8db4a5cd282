export { readMessagingConfig, type MessagingConfig } from './config';
export { startMessagingService } from './server';
export { readNotifierConfig } from './notifier/config';
export { startNotifier, type Notifier } from './notifier/notifier';
