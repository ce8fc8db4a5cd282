import './tracing';
import { runService } from '@kindred/kit';
import { readMediaConfig } from './config';
import { startMediaService } from './server';

runService('media', readMediaConfig, startMediaService);
