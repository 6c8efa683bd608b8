import type { EnglishMessages } from "./en.js";

/** The shape every locale must match: the English tree with each text replaced by any string. */
export type MessageTree<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : MessageTree<T[K]>;
};

type DottedLeafKeys<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : DottedLeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted path to one message, e.g. "validation.required.email"; i18next's default key form. */
export type MessageKey = DottedLeafKeys<EnglishMessages, "">;
