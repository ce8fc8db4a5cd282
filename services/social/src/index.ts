export { readSocialConfig, type SocialConfig } from './config';
export { startSocialService, type RunningSocialService, type SocialServiceOverrides } from './server';
