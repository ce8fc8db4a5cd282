export { readEdgeConfig, type EdgeConfig } from './config';
export { startEdge, type RunningEdge } from './server';
