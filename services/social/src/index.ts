export { readSocialConfig, type SocialConfig } from './config';
export { startSocialService, type RunningSocialService } from './server';
