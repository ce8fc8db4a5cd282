export { readMediaConfig, type MediaConfig } from './config';
export { startMediaService, type RunningMediaService } from './server';
