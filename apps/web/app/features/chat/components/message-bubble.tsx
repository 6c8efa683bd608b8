import type { TChatMessage } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { DownloadIcon, TicksIcon, TrashIcon } from "../../../components/icons/icons";
import { useLocale } from "../../../lib/i18n/use-locale";
import { clockDuration, fileSizeText, timeOfDay } from "../message-days";

const documentLabel = (type: string | null) => (type?.includes("pdf") ? "PDF" : null);

/**
 * One message: the viewer's own on the end side (right in English, left in Arabic), the other's on the start.
 * The text carries dir="auto", so an Arabic message keeps its direction on an English page and the reverse.
 */
export function MessageBubble({
  message,
  timeZone,
  onDelete,
}: {
  message: TChatMessage;
  timeZone: string;
  onDelete: (message: TChatMessage) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const mine = message.is_mine;
  const time = timeOfDay(message.created_at, locale, timeZone);
  return (
    <li
      className={clsx("group flex items-end gap-1", mine ? "justify-end" : "justify-start")}
      data-testid="chat-message"
      data-mine={mine ? "true" : "false"}
      data-message-id={message.id}
    >
      {mine && !message.is_deleted ? (
        <button
          type="button"
          onClick={() => onDelete(message)}
          aria-label={t("chat.thread.delete")}
          className="rounded-full p-2 text-slate-400 opacity-100 hover:bg-slate-100 hover:text-red-700 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:opacity-0 sm:group-hover:opacity-100"
          data-testid="chat-message-delete"
        >
          <TrashIcon className="size-4" />
        </button>
      ) : null}
      <div
        className={clsx(
          "max-w-[80%] rounded-2xl px-3.5 py-2 text-sm shadow-sm sm:max-w-[70%]",
          mine
            ? "rounded-ee-md bg-brand-700 text-white"
            : "rounded-es-md bg-white text-slate-900 ring-1 ring-slate-200",
        )}
      >
        {mine ? <span className="sr-only">{t("chat.thread.you_said")}: </span> : null}
        {message.is_deleted ? (
          <p className={clsx("italic", mine ? "text-brand-50" : "text-slate-500")}>
            {t("chat.thread.deleted")}
          </p>
        ) : (
          <>
            {message.file && message.file_kind === "image" ? (
              <a
                href={message.file}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("chat.thread.open_image")}
                className="mb-1 block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-white"
              >
                <img
                  src={message.file}
                  alt={t("chat.thread.image_alt")}
                  loading="lazy"
                  className="max-h-64 w-full max-w-xs bg-slate-100 object-cover"
                  data-testid="chat-message-image"
                />
              </a>
            ) : null}
            {message.file && message.file_kind === "document" ? (
              <a
                href={message.file}
                download
                className={clsx(
                  "mb-1 flex items-center gap-2 rounded-xl px-3 py-2 font-semibold focus-visible:outline-2",
                  mine ? "bg-brand-800 text-white" : "bg-slate-100 text-slate-800",
                )}
                aria-label={t("chat.thread.download", { name: t("chat.thread.document") })}
                data-testid="chat-message-document"
              >
                <DownloadIcon className="size-4" />
                <span>{t("chat.thread.document")}</span>
                <span className="text-xs font-normal opacity-80">
                  {[
                    documentLabel(message.file_type),
                    message.file_size ? fileSizeText(message.file_size, locale) : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </a>
            ) : null}
            {message.audio ? (
              <div className="mb-1 flex flex-col gap-1" data-testid="chat-message-voice">
                {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a member's voice note comes without a transcript */}
                <audio
                  controls
                  preload="metadata"
                  src={message.audio}
                  className="h-10 w-60 max-w-full"
                  aria-label={t("chat.thread.voice_note", {
                    duration: clockDuration(message.duration_ms ?? 0, locale),
                  })}
                />
                {message.duration_ms ? (
                  <span className="text-xs opacity-80" dir="ltr">
                    {clockDuration(message.duration_ms, locale)}
                  </span>
                ) : null}
              </div>
            ) : null}
            {message.message ? (
              <p dir="auto" className="break-words whitespace-pre-wrap" data-testid="chat-message-text">
                {message.message}
              </p>
            ) : null}
          </>
        )}
        <p
          className={clsx(
            "mt-0.5 flex items-center justify-end gap-1 text-[11px]",
            mine ? "text-brand-100" : "text-slate-500",
          )}
        >
          <time dateTime={message.created_at}>{time}</time>
          {mine && !message.is_deleted ? (
            <span
              role="img"
              aria-label={message.is_read ? t("chat.thread.read") : t("chat.thread.sent")}
              data-testid="chat-message-status"
              data-read={message.is_read ? "true" : "false"}
            >
              <TicksIcon
                double={message.is_read}
                className={clsx("size-4", message.is_read && "text-sky-200")}
              />
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}
