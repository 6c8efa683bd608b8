/**
 * Where a member's stream stands (ADR 061): the last chat message id and the last notice id it delivered. It is the
 * SSE `id` of every frame ("<message id>.<notice id>"), so a reconnecting EventSource hands it back as
 * `Last-Event-ID` and the stream replays what came after.
 */
export type RealtimeCursor = { message: number; notice: number };

const CURSOR = /^(\d{1,15})\.(\d{1,15})$/;

export const formatCursor = (cursor: RealtimeCursor) => `${cursor.message}.${cursor.notice}`;

/** The cursor a client sent back, or null when it is not one of ours. */
export function parseCursor(text: string): RealtimeCursor | null {
  const match = CURSOR.exec(text.trim());
  if (!match) return null;
  return { message: Number(match[1]), notice: Number(match[2]) };
}
