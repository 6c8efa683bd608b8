/**
 * Wraps left-to-right text (a phone number, a code) in Unicode isolates, so inside an Arabic sentence
 * "+20 100 123 4567" keeps its order instead of being reordered around its spaces and plus sign.
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
