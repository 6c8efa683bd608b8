/** What the page learns from activating a package; `at` tells two identical answers apart (one toast each). */
export type AssignResult = {
  ok: boolean;
  /** A translation key, or the API's own text (already in the visitor's language) in `raw`. */
  message: { key: string; raw?: string };
  at: number;
};
