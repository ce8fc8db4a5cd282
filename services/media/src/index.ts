export { readMediaConfig, type MediaConfig } from './config';
export { startMediaService, type MediaServiceOverrides, type RunningMediaService } from './server';
