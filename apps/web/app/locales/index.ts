import { arAccountParts } from "./account-catalogue-ar";
import { enAccountParts } from "./account-catalogue-en";
import { arParts } from "./catalogue-ar";
import { enParts } from "./catalogue-en";

/**
 * The web's catalogue: the shell's own file plus one pair per feature area, so that work on separate
 * areas never edits the same file. Top-level namespaces must be unique across all of them (a test checks).
 * Each language's list lives in catalogue-<language>.ts, so the browser can load one language alone.
 */
const parts = { en: [...enParts, ...enAccountParts], ar: [...arParts, ...arAccountParts] } as const;

const merge = (files: readonly object[]) => Object.assign({}, ...files) as Record<string, unknown>;

export const webMessages = { en: merge(parts.en), ar: merge(parts.ar) };

/** Each file's top-level namespaces, for the uniqueness test. */
export const webNamespacesByFile = {
  en: parts.en.map((file) => Object.keys(file)),
  ar: parts.ar.map((file) => Object.keys(file)),
};
