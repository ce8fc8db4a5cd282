// `@kindred/kit/tracing`: what a process's tracing.ts imports first. The rest of this folder is loaded
// by tracing.ts itself, and only when tracing is on.
export * from './tracing';
