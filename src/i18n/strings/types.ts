import type { uz } from "./uz";

/** The shape of the UI strings: every language must provide exactly the keys of the Uzbek source. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type UiStrings = Widen<typeof uz>;
