export { readMessagingConfig, type MessagingConfig } from './config';
export { startMessagingService } from './server';
