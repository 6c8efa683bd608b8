import type { TChatMessage, TChatSummary } from "@manzil/domain/contracts";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { toast } from "sonner";
import { ChevronStartIcon, DotsIcon, UserIcon } from "../../../components/icons/icons";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { PageLoading } from "../../../components/ui/page-loading";
import { apiGet } from "../../../lib/api/browser-api";
import { actionFailureMessage, failureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { SHOWS_ERRORS_IN_PLACE } from "../../../lib/query/query-client";
import {
  CHATS_KEY,
  deleteChatMessage,
  fetchThreadPage,
  setBlocked,
  THREAD_KEY,
  type ChatPartner,
} from "../chat-api";
import { chatsRead, withoutMessage, type ChatsData, type ThreadData } from "../chat-cache";
import { targetKey, type ChatTarget } from "../chat-target";
import { messageDays, viewerTimeZone } from "../message-days";
import { applyChatMessage } from "../use-chat-live-updates";
import { BlockDialog } from "./block-dialog";
import { Composer, type MessageSender } from "./composer";
import { MessageBubble } from "./message-bubble";

/** First-strong isolates: a listing's title keeps its own direction inside the sentence around it. */
const isolate = (text: string) => `\u2068${text}\u2069`;

type Listing = { id: number; title: string; slug: string | null; image: string | null };

type ChatThreadProps = {
  target: ChatTarget;
  viewerId: number;
  /** The list's row of this conversation, when the list has it (the listing's title and picture). */
  summary: TChatSummary | null;
  backHref: string;
  onConversation: (conversationId: number | null) => void;
  /** Asks again this often while no realtime stream brings new messages; false when one does. */
  pollMs?: number | false;
  send?: MessageSender;
  /** The viewer's clock, for "Today"/"Yesterday" (tests fix it). */
  now?: () => Date;
};

/** One conversation: the other person and the listing, the messages by day, and the composer or a block notice. */
export function ChatThread({
  target,
  viewerId,
  summary,
  backHref,
  onConversation,
  pollMs = false,
  send,
  now,
}: ChatThreadProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<TChatMessage | null>(null);
  const [blocking, setBlocking] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const lastHeight = useRef(0);
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const queryKey = [THREAD_KEY, viewerId, targetKey(target)];

  const thread = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchThreadPage(target, pageParam, locale),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.data.next_before_id ?? undefined,
    refetchOnMount: "always",
    refetchInterval: pollMs,
    // The failure is shown in place, with a way to try again; the global toast stays quiet.
    meta: { [SHOWS_ERRORS_IN_PLACE]: true },
  });
  const first = thread.data?.pages[0];
  const conversationId = first?.conversation_id ?? null;
  const partner: ChatPartner | null = first?.user ?? null;

  useEffect(() => {
    onConversation(conversationId);
    // Opening a conversation reads it (get_messages marks it read): its badge goes.
    if (conversationId !== null)
      client.setQueriesData<ChatsData>(
        { queryKey: [CHATS_KEY] },
        (data) => data?.pages && chatsRead(data, conversationId),
      );
  }, [conversationId, client, onConversation]);
  // Once the thread is closed (back to the list on a phone), its incoming messages count as unread again.
  useEffect(() => () => onConversation(null), [onConversation]);

  const propertyId = target.kind === "person" ? target.propertyId : (summary?.property_id ?? null);
  const listingFromApi = useQuery({
    queryKey: ["chat-listing", propertyId, locale],
    enabled: propertyId !== null && !summary,
    queryFn: async (): Promise<Listing | null> => {
      const answer = await apiGet<{ id: number; title: string; slug_id: string; title_image: string }[]>(
        "get_property",
        { id: propertyId, lang: locale },
      );
      const item = answer.data[0];
      return item ? { id: item.id, title: item.title, slug: item.slug_id, image: item.title_image } : null;
    },
  });
  const listing: Listing | null =
    summary?.property_id && summary.title
      ? {
          id: summary.property_id,
          title: summary.title,
          slug: summary.property_reference_id,
          image: summary.title_image,
        }
      : (listingFromApi.data ?? null);

  const messages = useMemo(
    () => (thread.data?.pages.flatMap((page) => page.data.data) ?? []).slice().reverse(),
    [thread.data],
  );
  const days = useMemo(
    () => messageDays(messages, { now: now ? now() : new Date(), timeZone, locale }),
    [messages, now, timeZone, locale],
  );

  // New messages keep the view at the bottom when it was there; older pages keep the reader's place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (stickToBottom.current) element.scrollTop = element.scrollHeight;
    else if (element.scrollHeight > lastHeight.current && element.scrollTop < 40)
      element.scrollTop += element.scrollHeight - lastHeight.current;
    lastHeight.current = element.scrollHeight;
  }, [messages]);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (element.scrollTop < 40 && thread.hasNextPage && !thread.isFetchingNextPage)
      void thread.fetchNextPage();
  }

  const remove = useMutation({
    mutationFn: (message: TChatMessage) => deleteChatMessage(message.id, locale),
    onSuccess: (answer, message) => {
      client.setQueriesData<ThreadData>(
        { queryKey: [THREAD_KEY] },
        (data) => data && withoutMessage(data, message.conversation_id, message.id),
      );
      void client.invalidateQueries({ queryKey: [CHATS_KEY] });
      toast.success(answer.message);
    },
    onError: (error) => toast.error(actionFailureMessage(error, t)),
  });

  const block = useMutation({
    mutationFn: ({ blocked, reason }: { blocked: boolean; reason: string }) =>
      setBlocked(partner!, blocked, reason, locale),
    onSuccess: (answer) => {
      setBlocking(false);
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: [THREAD_KEY] });
      void client.invalidateQueries({ queryKey: [CHATS_KEY] });
    },
    onError: (error) => toast.error(actionFailureMessage(error, t)),
  });

  if (thread.isError) {
    return (
      <div className="p-6">
        <FormAlert tone="error">{failureMessage(thread.error, t)}</FormAlert>
        <div className="mt-4 flex gap-3">
          <Button variant="outline" onClick={() => void thread.refetch()}>
            {t("chat.retry")}
          </Button>
          <Link to={backHref} className="self-center text-sm text-brand-800 underline lg:hidden">
            {t("chat.thread.back")}
          </Link>
        </div>
      </div>
    );
  }
  if (!first || !partner) return <PageLoading />;

  const name = partner.is_admin ? t("chat.support") : partner.name;
  const blockNotice = first.blocked_by_me
    ? partner.is_admin
      ? t("chat.block.by_me_support")
      : t("chat.block.by_me")
    : first.blocked_me
      ? t("chat.block.by_them")
      : null;

  return (
    <section
      className="flex h-full min-h-0 flex-col"
      aria-label={t("chat.thread.label", { name })}
      data-testid="chat-thread"
    >
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2.5">
        <Link
          to={backHref}
          className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
          aria-label={t("chat.thread.back")}
          data-testid="chat-back"
        >
          <ChevronStartIcon />
        </Link>
        <Avatar src={partner.profile} size="sm" fallback={<UserIcon className="size-4" />} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold text-slate-900" dir="auto" data-testid="chat-partner-name">
            {name}
          </h2>
          {listing ? (
            <p className="truncate text-xs text-slate-500">
              {listing.slug ? (
                <Link
                  to={`/properties-details/${encodeURIComponent(listing.slug)}`}
                  className="hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  data-testid="chat-listing-link"
                >
                  {t("chat.thread.listing", { title: isolate(listing.title) })}
                </Link>
              ) : (
                t("chat.thread.listing", { title: isolate(listing.title) })
              )}
            </p>
          ) : null}
        </div>
        {listing?.image ? (
          <img src={listing.image} alt="" className="hidden size-10 rounded-lg object-cover sm:block" />
        ) : null}
        <DropdownMenu.Root dir={locale === "ar" ? "rtl" : "ltr"} modal={false}>
          <DropdownMenu.Trigger
            className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t("chat.thread.options")}
            data-testid="chat-options"
          >
            <DotsIcon />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-44 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
            >
              {listing?.slug ? (
                <DropdownMenu.Item
                  asChild
                  className="block cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
                >
                  <Link to={`/properties-details/${encodeURIComponent(listing.slug)}`}>
                    {t("chat.thread.view_listing")}
                  </Link>
                </DropdownMenu.Item>
              ) : null}
              <DropdownMenu.Item
                className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-red-700 outline-none data-[highlighted]:bg-red-50"
                onSelect={() =>
                  first.blocked_by_me ? block.mutate({ blocked: false, reason: "" }) : setBlocking(true)
                }
                data-testid={first.blocked_by_me ? "chat-unblock" : "chat-block"}
              >
                {first.blocked_by_me ? t("chat.block.unblock") : t("chat.block.block")}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </header>

      <div
        ref={scroller}
        onScroll={onScroll}
        // A picture that finishes loading grows the thread: one that was at the bottom stays there.
        onLoadCapture={() => {
          const element = scroller.current;
          if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
          if (element) lastHeight.current = element.scrollHeight;
        }}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4"
        data-testid="chat-messages"
      >
        {thread.hasNextPage ? (
          <div className="mb-3 text-center">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                stickToBottom.current = false;
                void thread.fetchNextPage();
              }}
              disabled={thread.isFetchingNextPage}
              data-testid="chat-load-older"
            >
              {thread.isFetchingNextPage ? t("chat.thread.loading_older") : t("chat.thread.load_older")}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500">{t("chat.thread.start")}</p>
        ) : null}
        <ol
          aria-label={t("chat.thread.messages_label")}
          aria-live="polite"
          aria-relevant="additions"
          className="flex flex-col gap-4"
        >
          {days.map((day) => (
            <li key={day.key}>
              <h3 className="sticky top-0 z-10 mb-3 text-center" data-testid="chat-day">
                <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-slate-600 shadow-sm ring-1 ring-slate-200">
                  {day.label.kind === "date" ? day.label.text : t(`chat.thread.${day.label.kind}`)}
                </span>
              </h3>
              <ul className="flex flex-col gap-2">
                {day.messages.map((message) => (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    timeZone={timeZone}
                    onDelete={setDeleting}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>

      {blockNotice ? (
        <p
          role="status"
          className="border-t border-slate-200 bg-amber-50 px-4 py-4 text-center text-sm font-medium text-amber-900"
          data-testid="chat-blocked-notice"
        >
          {blockNotice}
        </p>
      ) : (
        <Composer
          receiverId={partner.id}
          propertyId={propertyId}
          {...(send ? { send } : {})}
          onSent={(message) => {
            stickToBottom.current = true;
            applyChatMessage(client, message, message.conversation_id);
            // The API's own view wins (a new conversation's id, read marks): refetch now the stream may be absent.
            void client.invalidateQueries({ queryKey });
            void client.invalidateQueries({ queryKey: [CHATS_KEY] });
          }}
        />
      )}

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t("chat.delete.title")}
        description={t("chat.delete.body")}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            {t("chat.delete.cancel")}
          </Button>
          <Button
            variant="danger"
            data-testid="chat-delete-confirm"
            onClick={() => {
              if (deleting) remove.mutate(deleting);
              setDeleting(null);
            }}
          >
            {t("chat.delete.confirm")}
          </Button>
        </div>
      </Dialog>
      <BlockDialog
        open={blocking}
        name={name}
        busy={block.isPending}
        onClose={() => setBlocking(false)}
        onConfirm={(reason) => block.mutate({ blocked: true, reason })}
      />
    </section>
  );
}
