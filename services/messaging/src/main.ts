import './tracing';
import { runService } from '@kindred/kit';
import { readMessagingConfig } from './config';
import { startMessagingService } from './server';

runService('messaging', readMessagingConfig, startMessagingService);
