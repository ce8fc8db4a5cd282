import './tracing';
import { runService } from '@kindred/kit';
import { readSocialConfig } from './config';
import { startSocialService } from './server';

runService('social', readSocialConfig, startSocialService);
