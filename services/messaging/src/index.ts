export { readMessagingConfig, type MessagingConfig } from './config';
export { startMessagingService, type MessagingOverrides } from './server';
