/** A tree of translated strings; German must have exactly the keys English has. */
export type Messages = { [key: string]: string | Messages };

/** The same keys as `T`, any strings. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
