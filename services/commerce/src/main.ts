import './tracing';
import { runService } from '@kindred/kit';
import { readCommerceConfig } from './config';
import { startCommerceService } from './server';

runService('commerce', readCommerceConfig, startCommerceService);
