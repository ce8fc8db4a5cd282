/** The same keys as the English texts, any strings. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
