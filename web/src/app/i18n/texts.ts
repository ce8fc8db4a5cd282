import type { en } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every language has exactly the keys of the English texts. */
export type Texts = Shape<typeof en>;
