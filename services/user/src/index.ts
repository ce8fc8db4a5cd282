export { readUserConfig, type UserConfig } from './config';
export { startUserService, type RunningService } from './server';
