export { PostComposer } from './PostComposer';
export type { PostComposerProps, PostComposerTexts } from './PostComposer';
