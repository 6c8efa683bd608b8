import type { TChatMessage } from "@manzil/domain/contracts";
import { intlLocale, type Locale } from "@manzil/domain/i18n";

export type DayLabel = { kind: "today" } | { kind: "yesterday" } | { kind: "date"; text: string };
export type MessageDay = { key: string; label: DayLabel; messages: TChatMessage[] };

/** The calendar day of an instant in a time zone, as YYYY-MM-DD (sortable, comparable). */
export function dayKey(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

const previousDay = (key: string) => {
  const date = new Date(`${key}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * Messages (oldest first) cut into the viewer's calendar days, each labelled "today", "yesterday" or its date in
 * the page's language; `now` and the zone come from the caller (the viewer's clock).
 */
export function messageDays(
  messages: TChatMessage[],
  { now, timeZone, locale }: { now: Date; timeZone: string; locale: Locale },
): MessageDay[] {
  const today = dayKey(now, timeZone);
  const yesterday = previousDay(today);
  const dateFormat = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone });
  const days: MessageDay[] = [];
  for (const message of messages) {
    const instant = new Date(message.created_at);
    const key = dayKey(instant, timeZone);
    const last = days.at(-1);
    if (last?.key === key) {
      last.messages.push(message);
      continue;
    }
    const label: DayLabel =
      key === today
        ? { kind: "today" }
        : key === yesterday
          ? { kind: "yesterday" }
          : { kind: "date", text: dateFormat.format(instant) };
    days.push({ key, label, messages: [message] });
  }
  return days;
}

/** A time of day in the page's language (chat rows and bubbles). */
export function timeOfDay(iso: string, locale: Locale, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: "short", timeZone }).format(date);
}

/** The list's time: the hour for today's last message, the date otherwise. */
export function listTime(
  iso: string,
  { now, timeZone, locale }: { now: Date; timeZone: string; locale: Locale },
) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (dayKey(date, timeZone) === dayKey(now, timeZone)) return timeOfDay(iso, locale, timeZone);
  return new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "short", timeZone }).format(
    date,
  );
}

/** The viewer's own zone (chat screens render in the browser only, so this never differs between renders). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** "1:05" for a voice note's length, in the page's digits ("١:٠٥" in Arabic). */
export function clockDuration(ms: number, locale: Locale): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const digits = (value: number, minimumIntegerDigits: number) =>
    new Intl.NumberFormat(intlLocale(locale), { minimumIntegerDigits, useGrouping: false }).format(value);
  return `${digits(Math.floor(seconds / 60), 1)}:${digits(seconds % 60, 2)}`;
}

/** "2.4 MB" / "820 KB" in the page's digits. */
export function fileSizeText(bytes: number, locale: Locale): string {
  const mb = bytes / (1024 * 1024);
  const format = (value: number, unit: "megabyte" | "kilobyte") =>
    new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit, maximumFractionDigits: 1 }).format(
      value,
    );
  return mb >= 1 ? format(mb, "megabyte") : format(Math.max(1, Math.round(bytes / 1024)), "kilobyte");
}
