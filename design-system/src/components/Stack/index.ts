export { Stack } from './Stack';
export type { StackProps } from './Stack';
export type { StackGap } from './Stack.styles';
