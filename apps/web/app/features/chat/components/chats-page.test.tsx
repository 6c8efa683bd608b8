import type { TChatMessage, TChatSummary } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { ApiRequestError } from "../../../lib/api/browser-api";
import type { ThreadPage } from "../chat-api";
import { chatMessage, chatSummary, chatsPage, ME, OWNER, threadPage } from "../testing/chat-factories";
import { ChatsPage } from "./chats-page";
import type { MessageSender } from "./composer";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const now = () => new Date("2026-11-27T15:00:00.000Z");

/** The API as the chat screen calls it: the list, one thread, and the calls it posts (recorded). */
function fakeApi({
  chats = [chatSummary()],
  thread = threadPage([chatMessage()]),
  chatsStatus = 200,
}: {
  chats?: TChatSummary[];
  thread?: ThreadPage;
  chatsStatus?: number;
} = {}) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.startsWith("/api/get_chats"))
        return chatsStatus === 200
          ? json(200, chatsPage(chats))
          : json(chatsStatus, { error: true, message: "Server exploded" });
      if (url.startsWith("/api/get_messages")) return json(200, thread);
      if (init.method === "POST") {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return json(200, { error: false, message: "Done.", data: {} });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

const open = { kind: "conversation", conversationId: 5 } as const;

describe("conversation list", () => {
  it("shows each conversation's person, listing, last message and unread badge, and links to it", async () => {
    fakeApi({
      chats: [
        chatSummary({
          unread_count: 3,
          last_message: chatMessage({ message: null, file_kind: "image", chat_message_type: "file" }),
        }),
        chatSummary({
          conversation_id: 6,
          user_id: 30,
          name: "Mona Adel",
          title: "Garden Flat",
          last_message: chatMessage({ id: 2, is_mine: true, message: null, file_kind: "audio" }),
        }),
      ],
    });
    renderWithProviders(<ChatsPage viewerId={ME} target={null} now={now} />);
    const rows = await screen.findAllByTestId("chat-list-item");
    expect(rows[0]!.getAttribute("href")).toBe("/user/chats?conversation_id=5");
    expect(within(rows[0]!).getByText("Omar Said")).toBeTruthy();
    expect(within(rows[0]!).getByText("Sunny Villa")).toBeTruthy();
    expect(within(rows[0]!).getByText("Photo")).toBeTruthy();
    expect(within(rows[0]!).getByText("3 unread messages")).toBeTruthy();
    expect(within(rows[1]!).getByTestId("chat-list-preview").textContent).toBe("You: Voice note");
    expect(within(rows[1]!).queryByTestId("chat-unread")).toBeNull();
    expect(screen.getByText("Choose a conversation")).toBeTruthy();
  });

  it("says so in Arabic when there is no conversation yet", async () => {
    fakeApi({ chats: [] });
    renderWithProviders(<ChatsPage viewerId={ME} target={null} now={now} />, { language: "ar" });
    expect(await screen.findByText("لا توجد محادثات بعد")).toBeTruthy();
  });

  it("shows the failure in the page's language with a way to try again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ chatsStatus: 500 });
    renderWithProviders(<ChatsPage viewerId={ME} target={null} now={now} />);
    // The cache tries 3 more times with spec §9's backoff before the page gives up.
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
      expect(screen.getByText("Server error - please try again later.")).toBeTruthy();
    });
    vi.useRealTimers();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("thread", () => {
  const conversation = [
    chatMessage({
      id: 4,
      is_mine: true,
      is_read: true,
      message: "Can I visit on Saturday?",
      created_at: "2026-11-27T10:00:00.000Z",
    }),
    chatMessage({ id: 3, message: "مرحبا، العقار متاح", created_at: "2026-11-26T18:00:00.000Z" }),
    chatMessage({ id: 2, is_mine: true, message: "Hello", created_at: "2026-11-10T09:00:00.000Z" }),
  ];

  it("shows messages oldest first under day separators, own on the end side, each text in its own direction", async () => {
    fakeApi({ thread: threadPage(conversation) });
    renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} />);
    const thread = await screen.findByTestId("chat-thread");
    expect(
      within(thread)
        .getAllByTestId("chat-day")
        .map((day) => day.textContent),
    ).toEqual(["November 10, 2026", "Yesterday", "Today"]);
    const bubbles = within(thread).getAllByTestId("chat-message");
    expect(bubbles.map((bubble) => bubble.getAttribute("data-mine"))).toEqual(["true", "false", "true"]);
    expect(bubbles[0]!.className).toContain("justify-end");
    expect(bubbles[1]!.className).toContain("justify-start");
    const arabic = within(bubbles[1]!).getByText("مرحبا، العقار متاح");
    expect(arabic.getAttribute("dir")).toBe("auto");
    expect(within(bubbles[2]!).getByRole("img", { name: "Read" })).toBeTruthy();
    expect(within(thread).getByRole("heading", { name: "Omar Said" })).toBeTruthy();
    expect(
      within(thread).getByRole("link", { name: "About: \u2068Sunny Villa\u2069" }).getAttribute("href"),
    ).toBe("/properties-details/sunny-villa");
  });

  it("shows a picture inline, a document as a download and a voice note as a player", async () => {
    fakeApi({
      thread: threadPage([
        chatMessage({
          id: 3,
          message: null,
          audio: "/api/chat-file?message_id=3",
          file_kind: "audio",
          duration_ms: 65_000,
        }),
        chatMessage({
          id: 2,
          message: null,
          file: "/api/chat-file?message_id=2",
          file_kind: "document",
          file_type: "application/pdf",
          file_size: 2 * 1024 * 1024,
        }),
        chatMessage({ id: 1, message: "The view", file: "/api/chat-file?message_id=1", file_kind: "image" }),
      ]),
    });
    renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} />);
    const picture = await screen.findByRole("img", { name: "Picture sent in the conversation" });
    expect(picture.closest("a")!.getAttribute("href")).toBe("/api/chat-file?message_id=1");
    const document = screen.getByRole("link", { name: "Download Document" });
    expect(document.textContent).toContain("PDF · 2 MB");
    expect(screen.getByLabelText("Voice note, 1:05").tagName).toBe("AUDIO");
  });

  it("asks before deleting an own message, then shows it as deleted", async () => {
    const posts = fakeApi({ thread: threadPage([chatMessage({ id: 9, is_mine: true, message: "Oops" })]) });
    renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete message" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this message?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("This message was deleted.")).toBeTruthy();
    expect(posts).toContainEqual({ url: "/api/delete_chat_message?lang=en", body: { message_id: 9 } });
  });

  it("replaces the composer with a notice when either side blocked the other, in both languages", async () => {
    fakeApi({ thread: threadPage([chatMessage()], { blocked_me: true, is_blocked_by_user: true }) });
    const first = renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} />);
    expect((await screen.findByTestId("chat-blocked-notice")).textContent).toBe(
      "This member is not accepting your messages.",
    );
    expect(screen.queryByTestId("chat-composer")).toBeNull();
    first.unmount();

    fakeApi({ thread: threadPage([chatMessage()], { blocked_by_me: true, is_blocked_by_me: true }) });
    renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} />, { language: "ar" });
    expect((await screen.findByTestId("chat-blocked-notice")).textContent).toBe(
      "لقد حظرت هذا العضو. ألغِ الحظر لتتمكن من مراسلته من جديد.",
    );
    await userEvent.click(screen.getByRole("button", { name: "خيارات المحادثة" }));
    expect(await screen.findByRole("menuitem", { name: "إلغاء الحظر" })).toBeTruthy();
  });

  it("blocks with an optional reason from the header's menu", async () => {
    const posts = fakeApi();
    renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "Conversation options" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Block" }));
    const dialog = await screen.findByRole("dialog", { name: "Block Omar Said?" });
    await userEvent.type(within(dialog).getByLabelText("Reason (optional)"), "Spam");
    await userEvent.click(within(dialog).getByRole("button", { name: "Block" }));
    await vi.waitFor(() =>
      expect(posts).toContainEqual({
        url: "/api/block-user?lang=en",
        body: { to_user_id: OWNER.id, reason: "Spam" },
      }),
    );
  });

  it("loads older messages above the ones shown, from where the last page ended", async () => {
    const newest = threadPage([chatMessage({ id: 40, message: "Newest" })], { next_before_id: 40 });
    const older = threadPage([chatMessage({ id: 39, message: "Older one" })]);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.startsWith("/api/get_chats")) return json(200, chatsPage([chatSummary()]));
        return json(200, url.includes("before_id=40") ? older : newest);
      }),
    );
    renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "Load older messages" }));
    await screen.findByText("Older one");
    const texts = screen.getAllByTestId("chat-message-text").map((text) => text.textContent);
    expect(texts).toEqual(["Older one", "Newest"]);
    expect(screen.queryByRole("button", { name: "Load older messages" })).toBeNull();
  });

  it("opens a new conversation from a deep link with the person about the listing", async () => {
    fakeApi({ chats: [], thread: threadPage([], { conversation_id: null }) });
    renderWithProviders(
      <ChatsPage viewerId={ME} target={{ kind: "person", userId: OWNER.id, propertyId: 7 }} now={now} />,
    );
    expect(await screen.findByText("Say hello — this is the start of your conversation.")).toBeTruthy();
    const calls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(calls).toContain("/api/get_messages?user_id=20&property_id=7&per_page=30&lang=en");
  });
});

describe("composer", () => {
  function sender(reply: (outgoing: Parameters<MessageSender>[0]) => TChatMessage | Error) {
    return vi.fn<MessageSender>(async (outgoing, _lang, onProgress) => {
      onProgress(0.5);
      const answer = reply(outgoing);
      if (answer instanceof Error) throw answer;
      return { error: false, message: "Message sent.", data: answer };
    });
  }

  it("sends with Enter, keeps Shift+Enter as a new line, and shows the sent message", async () => {
    const thread = threadPage([chatMessage({ id: 1 })]);
    fakeApi({ thread });
    // The API keeps what was sent: the thread's refetch after sending finds it too.
    const send = sender((outgoing) => {
      const sent = chatMessage({
        id: 2,
        is_mine: true,
        message: outgoing.text,
        created_at: "2026-11-27T14:00:00.000Z",
      });
      thread.data.data.unshift(sent);
      return sent;
    });
    renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} send={send} />);
    const box = await screen.findByRole("textbox", { name: "Write a message" });
    expect(box.getAttribute("dir")).toBe("auto");
    await userEvent.type(box, "First line{Shift>}{Enter}{/Shift}second line");
    expect(send).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    expect(send).toHaveBeenCalledWith(
      { receiverId: OWNER.id, propertyId: 7, text: "First line\nsecond line" },
      "en",
      expect.any(Function),
    );
    expect(await screen.findByText(/First line\s+second line/)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe("");
  });

  it("refuses a file over 10 MB before sending, with the API's words", async () => {
    fakeApi();
    const send = sender(() => chatMessage());
    renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} send={send} />);
    const input = await screen.findByTestId("chat-file-input");
    const big = new File(["x"], "plan.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big, { applyAccept: false });
    expect((await screen.findByRole("alert")).textContent).toBe("The file can be at most 10 MB.");
    expect(screen.queryByTestId("chat-attachment-name")).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends an attached picture", async () => {
    fakeApi();
    const send = sender(() =>
      chatMessage({ id: 2, is_mine: true, message: null, file_kind: "image", file: "/x" }),
    );
    renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} send={send} />);
    const photo = new File(["png"], "view.png", { type: "image/png" });
    await userEvent.upload(await screen.findByTestId("chat-file-input"), photo);
    expect(screen.getByTestId("chat-attachment-name").textContent).toBe("view.png");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(send.mock.calls[0]![0]).toMatchObject({ file: photo, text: "" });
  });

  it("words sending too fast politely with the wait, in Arabic", async () => {
    fakeApi();
    const send = sender(() => new ApiRequestError({ kind: "http", status: 429 }, undefined, 42));
    renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} send={send} />, { language: "ar" });
    await userEvent.type(await screen.findByRole("textbox", { name: "اكتب رسالة" }), "مرحبا{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "أنت ترسل الرسائل بسرعة كبيرة. يرجى الانتظار ٤٢ ثانية.",
    );
  });

  it("says the microphone was refused when recording is not allowed", async () => {
    fakeApi();
    vi.stubGlobal("MediaRecorder", class {});
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException("no", "NotAllowedError")) },
    });
    renderWithProviders(<ChatsPage viewerId={ME} target={open} now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "Record a voice note" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Microphone permission denied\./);
  });
});
