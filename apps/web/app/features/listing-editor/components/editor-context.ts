import type { TFunction } from "i18next";
import type { FieldMessage } from "../editor-steps";

/** The text of a field's message: the server's own words, or the client check's key translated. */
export function messageText(message: FieldMessage | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  return "text" in message ? message.text : t(message.key);
}
