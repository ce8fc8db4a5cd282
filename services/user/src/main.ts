import './tracing';
import { runService } from '@kindred/kit';
import { readUserConfig } from './config';
import { startUserService } from './server';

runService('user', readUserConfig, startUserService);
