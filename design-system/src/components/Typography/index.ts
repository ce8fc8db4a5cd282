export { Heading, Text, TextLink } from './Typography';
export type { HeadingProps, TextProps, TextLinkProps } from './Typography';
