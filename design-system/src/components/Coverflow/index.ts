export { Coverflow } from './Coverflow';
export type { CoverflowProps, CoverflowMember } from './Coverflow';
