import type { TChatSummary } from "@manzil/domain/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { PageLoading } from "../../../components/ui/page-loading";
import { failureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { SHOWS_ERRORS_IN_PLACE } from "../../../lib/query/query-client";
import { CHATS_KEY, fetchChats, markChatRead } from "../chat-api";
import { chatHref, type ChatTarget } from "../chat-target";
import { viewerTimeZone } from "../message-days";
import type { RealtimeStatus } from "../../realtime/realtime-provider";
import { useChatLiveUpdates } from "../use-chat-live-updates";
import { ChatThread } from "./chat-thread";
import { ConversationList } from "./conversation-list";
import type { MessageSender } from "./composer";
import { ChatIcon } from "../../../components/icons/icons";

/** How often the screens ask again while no realtime stream is open. */
const POLL_MS = 15_000;

type ChatsPageProps = {
  viewerId: number;
  /** The open conversation from the URL; null shows only the list on phones. */
  target: ChatTarget | null;
  send?: MessageSender;
  now?: () => Date;
};

/**
 * /user/chats: the conversation list beside the open thread on wide screens; on phones the list, then the thread
 * with a way back. Live events update both; without a stream, sending and opening refetch.
 */
export function ChatsPage({ viewerId, target, send, now }: ChatsPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const [openConversationId, setOpenConversationId] = useState<number | null>(null);
  const panes = useRef<HTMLDivElement>(null);
  const liveRef = useRef<RealtimeStatus>("off");
  const height = useFillViewport(panes);

  const chats = useInfiniteQuery({
    queryKey: [CHATS_KEY, viewerId, locale],
    queryFn: ({ pageParam }) => fetchChats(pageParam, locale),
    initialPageParam: 1,
    // Without the realtime stream (not connected, or not deployed), new conversations still show up.
    refetchInterval: () => (liveRef.current === "open" ? false : POLL_MS),
    getNextPageParam: (last, pages) => (pages.length < (last.total_page ?? 1) ? pages.length + 1 : undefined),
    refetchOnMount: "always",
    // The failure is shown in place, with a way to try again; the global toast stays quiet.
    meta: { [SHOWS_ERRORS_IN_PLACE]: true },
  });

  const live = useChatLiveUpdates({
    viewerId,
    openConversationId,
    markRead: (conversationId) => void markChatRead(conversationId, locale).catch(() => undefined),
  });
  useEffect(() => {
    liveRef.current = live;
  }, [live]);
  const onConversation = useCallback((id: number | null) => setOpenConversationId(id), []);

  const rows: TChatSummary[] = useMemo(() => {
    // A row moved to the top by a live message may still sit on a later page until the list refetches.
    const seen = new Set<number>();
    return (chats.data?.pages.flatMap((page) => page.data) ?? []).filter((row) => {
      if (seen.has(row.conversation_id)) return false;
      seen.add(row.conversation_id);
      return true;
    });
  }, [chats.data]);
  const activeId = target?.kind === "conversation" ? target.conversationId : openConversationId;
  const summary =
    rows.find((row) => row.conversation_id === activeId) ??
    (target?.kind === "person"
      ? (rows.find(
          (row) => row.user_id === target.userId && (row.property_id ?? null) === target.propertyId,
        ) ?? null)
      : null);
  const clock = now ? now() : new Date();

  return (
    <div className="mx-auto flex max-w-7xl flex-col px-0 sm:px-6 lg:px-8 lg:py-8">
      <h1 className="sr-only lg:not-sr-only lg:mb-4 lg:text-3xl lg:font-extrabold lg:text-slate-900">
        {t("chat.title")}
      </h1>
      <div
        ref={panes}
        style={height ? { height } : undefined}
        className="grid h-[calc(100dvh-10.5rem)] min-h-[24rem] grid-cols-[minmax(0,1fr)] overflow-hidden bg-white sm:rounded-2xl sm:ring-1 sm:ring-slate-200 lg:h-[calc(100dvh-12rem)] lg:grid-cols-[22rem_minmax(0,1fr)]"
      >
        <div
          className={clsx(
            "min-h-0 flex-col overflow-y-auto border-slate-200 lg:flex lg:border-e",
            target ? "hidden" : "flex",
          )}
          data-testid="chat-list-pane"
        >
          {chats.isError ? (
            <div className="p-4">
              <FormAlert tone="error">{failureMessage(chats.error, t)}</FormAlert>
              <Button className="mt-4" variant="outline" onClick={() => void chats.refetch()}>
                {t("chat.retry")}
              </Button>
            </div>
          ) : !chats.data ? (
            <PageLoading />
          ) : rows.length === 0 ? (
            <div className="px-6 py-12 text-center" data-testid="chat-list-empty">
              <ChatIcon className="mx-auto size-10 text-brand-700" />
              <h2 className="mt-3 text-lg font-bold text-slate-900">{t("chat.empty.title")}</h2>
              <p className="mt-1 text-sm text-slate-600">{t("chat.empty.hint")}</p>
            </div>
          ) : (
            <>
              <ConversationList
                chats={rows}
                activeConversationId={activeId}
                now={clock}
                timeZone={timeZone}
              />
              {chats.hasNextPage ? (
                <div className="p-4 text-center">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void chats.fetchNextPage()}
                    disabled={chats.isFetchingNextPage}
                    data-testid="chat-list-more"
                  >
                    {t("chat.load_more")}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
        <div className={clsx("min-h-0 flex-col", target ? "flex" : "hidden lg:flex")}>
          {target ? (
            <ChatThread
              key={chatHref(target)}
              target={target}
              viewerId={viewerId}
              summary={summary}
              backHref={chatHref(null)}
              onConversation={onConversation}
              pollMs={live === "open" ? false : POLL_MS}
              {...(send ? { send } : {})}
              {...(now ? { now } : {})}
            />
          ) : (
            <div className="m-auto px-6 text-center text-slate-500">
              <ChatIcon className="mx-auto size-12 text-slate-300" />
              <p className="mt-3 font-semibold text-slate-700">{t("chat.pick.title")}</p>
              <p className="text-sm">{t("chat.pick.hint")}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The panes fill the window below the (sticky, wrapping) site header, so the composer is always in view and only
 * the messages scroll; measured in the browser, with the class's estimate until then.
 */
function useFillViewport(element: RefObject<HTMLElement | null>): string | null {
  const [height, setHeight] = useState<string | null>(null);
  useEffect(() => {
    const measure = () => {
      const node = element.current;
      if (!node) return;
      const top = node.getBoundingClientRect().top + window.scrollY;
      const gap = window.innerWidth >= 1024 ? 32 : 0;
      setHeight(`calc(100dvh - ${Math.round(top + gap)}px)`);
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [element]);
  return height;
}
