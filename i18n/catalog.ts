// The shape every translation must have: the Russian catalog's keys, each leaf a string.
export type Catalog<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
