// Apart from translate.ts, which holds both languages' catalogues: filling a template needs neither (web ADR 084).

/**
 * Interpolation values. Strings only, on purpose: numbers must be formatted with the locale's
 * digits (Intl) by the caller before they reach a template.
 */
export type MessageParams = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills i18next-style `{{name}}` placeholders; unknown names stay visible so the gap is noticed. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => params[name] ?? placeholder);
}
