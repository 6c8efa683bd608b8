import type { TChatMessage, TChatSummary } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import type { TFunction } from "i18next";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { UserIcon } from "../../../components/icons/icons";
import { Avatar } from "../../../components/ui/avatar";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { chatHref } from "../chat-target";
import { listTime } from "../message-days";

/** The last message in a word or two: its text, or what kind of file it carried. */
export function previewOf(message: TChatMessage | null, t: TFunction): string {
  if (!message) return t("chat.preview.none");
  const text = message.is_deleted
    ? t("chat.preview.deleted")
    : message.message?.trim() ||
      (message.file_kind === "image"
        ? t("chat.preview.photo")
        : message.file_kind === "document"
          ? t("chat.preview.document")
          : message.file_kind === "audio"
            ? t("chat.preview.voice")
            : "");
  return text;
}

/** The conversations, newest first: who, about which listing, the last message, when, and how many are unread. */
export function ConversationList({
  chats,
  activeConversationId,
  now,
  timeZone,
}: {
  chats: TChatSummary[];
  activeConversationId: number | null;
  now: Date;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t("chat.list_label")} data-testid="chat-list">
      {chats.map((chat) => {
        const active = chat.conversation_id === activeConversationId;
        const name = chat.is_admin ? t("chat.support") : chat.name;
        return (
          <li key={chat.conversation_id}>
            <Link
              to={chatHref({ kind: "conversation", conversationId: chat.conversation_id })}
              aria-current={active ? "true" : undefined}
              className={clsx(
                "flex items-center gap-3 px-4 py-3 outline-none hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset",
                active && "bg-brand-50",
              )}
              data-testid="chat-list-item"
              data-conversation-id={chat.conversation_id}
            >
              <span className="relative shrink-0">
                <Avatar src={chat.profile} size="md" fallback={<UserIcon />} />
                {chat.title_image ? (
                  <img
                    src={chat.title_image}
                    alt=""
                    loading="lazy"
                    className="absolute -end-1 -bottom-1 size-7 rounded-md object-cover ring-2 ring-white"
                  />
                ) : null}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-bold text-slate-900" dir="auto">
                    {name}
                  </span>
                  {chat.date ? (
                    <span className="shrink-0 text-xs text-slate-500">
                      {listTime(chat.date, { now, timeZone, locale })}
                    </span>
                  ) : null}
                </span>
                {chat.title ? (
                  <span className="block truncate text-xs font-medium text-brand-800" dir="auto">
                    {chat.title}
                  </span>
                ) : null}
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span
                    className={clsx(
                      "flex min-w-0 gap-1 text-sm",
                      chat.unread_count > 0 ? "font-semibold text-slate-900" : "text-slate-500",
                    )}
                    data-testid="chat-list-preview"
                  >
                    {/* "You:" in the page's language; the message in its own direction, cut at its own end. */}
                    {chat.last_message?.is_mine ? (
                      <span className="shrink-0">{t("chat.preview.you_prefix")} </span>
                    ) : null}
                    <span dir="auto" className="min-w-0 truncate">
                      {previewOf(chat.last_message, t)}
                    </span>
                  </span>
                  {chat.unread_count > 0 ? (
                    <span
                      className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white"
                      data-testid="chat-unread"
                    >
                      <span aria-hidden>{formatNumber(chat.unread_count, locale)}</span>
                      <span className="sr-only">{t("chat.unread", { count: chat.unread_count })}</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
