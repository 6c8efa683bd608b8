import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../admin-account.js";
import { postHotel } from "./stay-fixtures.js";
import {
  adminApiToken,
  hydrated,
  screenshot,
  signInWithPassword,
  signUpNewMember,
  solidPng,
} from "./support.js";

// Issue 16 end to end: a guest (in Arabic) asks a hotel's owner (in English) about the listing from its page; the
// owner's chat list, thread and notification bell take the message live, without reloading; the owner answers with
// a picture, which reaches the guest's open thread live; the guest answers with a voice note recorded in the browser.
// Each text keeps its own direction in both threads.
test("a guest and an owner chat live in Arabic and English, with a picture and a voice note; the bell counts the message", async ({
  page,
  request,
  browser,
}) => {
  const token = await adminApiToken(request);
  const hotel = await postHotel(request, token, "Chat Test Hotel");
  // An owner who finished onboarding reaches the member area (the admin account never went through it).
  const onboarded = await request.post("/api/update_profile", {
    headers: { "x-manzil-transport": "http", authorization: `Bearer ${token}` },
    data: { management_type: "platform" },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);

  // The owner keeps the chat screen open in English.
  const ownerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const desk = await ownerContext.newPage();
  await signInWithPassword(desk, E2E_ADMIN);
  await desk.goto("/user/chats?lang=en");
  await hydrated(desk);
  // What the owner's bell counts before the guest writes (the hotel's own notices may be there).
  const inbox = await request.get("/api/get_notification_list", {
    headers: { "x-manzil-transport": "http", authorization: `Bearer ${token}` },
  });
  const unreadBefore = (await inbox.json()).unread_count as number;
  const bell = desk.getByTestId("notification-bell");
  await expect(bell).toHaveAttribute("data-unread-count", String(unreadBefore));

  // The guest signs up, reads the listing in Arabic and writes to its owner from there.
  const stamp = Date.now();
  const guestName = `Chat Guest ${stamp}`;
  await signUpNewMember(page, {
    name: guestName,
    email: `chat-guest-${stamp}@example.com`,
    password: "Chat-Guest-2026",
  });
  await page.goto(`/properties-details/${hotel.slug}?lang=ar`);
  await hydrated(page);
  await page.getByTestId("chat-with-owner").click();
  await expect(page).toHaveURL(new RegExp(`/user/chats\\?user_id=\\d+&property_id=${hotel.id}`));
  await hydrated(page);
  const question = "مرحباً، هل الغرفة المزدوجة متاحة في نهاية الأسبوع؟";
  await page.getByTestId("chat-input").fill(question);
  await page.getByTestId("chat-input").press("Enter");
  const guestThread = page.getByTestId("chat-thread");
  const sent = guestThread.getByTestId("chat-message").filter({ hasText: question });
  await expect(sent).toHaveAttribute("data-mine", "true");

  // Live on the owner's side: the conversation, its unread badge and the bell, with no reload.
  const row = desk.getByTestId("chat-list-item").filter({ hasText: guestName });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row.getByTestId("chat-unread")).toBeVisible();
  await expect(bell).toHaveAttribute("data-unread-count", String(unreadBefore + 1));
  await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);
  await screenshot(desk, "chat-owner-list-en");

  await row.click();
  const deskThread = desk.getByTestId("chat-thread");
  const received = deskThread.getByTestId("chat-message").filter({ hasText: question });
  await expect(received).toHaveAttribute("data-mine", "false");
  // The Arabic text keeps its own direction inside the English page.
  await expect(received.getByTestId("chat-message-text")).toHaveAttribute("dir", "auto");
  await expect(desk.locator("html")).toHaveAttribute("dir", "ltr");
  // Reading the conversation reads its "new message" notice: the bell is back where it was.
  await expect(bell).toHaveAttribute("data-unread-count", String(unreadBefore));

  // The owner answers in English with a picture of the room.
  const answer = "Yes, it is free this weekend. Here is the room:";
  await deskThread.getByTestId("chat-file-input").setInputFiles({
    name: "room.png",
    mimeType: "image/png",
    buffer: solidPng(64, 48, [20, 120, 110]),
  });
  await expect(deskThread.getByTestId("chat-attachment-name")).toBeVisible();
  await deskThread.getByTestId("chat-input").fill(answer);
  await deskThread.getByTestId("chat-send").click();
  const reply = deskThread.getByTestId("chat-message").filter({ hasText: answer });
  await expect(reply).toHaveAttribute("data-mine", "true");
  await expect(reply.getByTestId("chat-message-image")).toBeVisible();
  await screenshot(desk, "chat-owner-thread-en");

  // The guest's open thread takes the answer and its picture live; the guest read it, so the owner sees it read.
  const answered = guestThread.getByTestId("chat-message").filter({ hasText: answer });
  await expect(answered).toHaveAttribute("data-mine", "false", { timeout: 10_000 });
  await expect(answered.getByTestId("chat-message-image")).toBeVisible();
  await expect(answered.getByTestId("chat-message-text")).toHaveAttribute("dir", "auto");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(reply.getByTestId("chat-message-status")).toHaveAttribute("data-read", "true", {
    timeout: 10_000,
  });
  // The guest read the answer as it came, so no "new message" waits in the guest's bell either.
  await expect(page.getByTestId("notification-bell")).toHaveAttribute("data-unread-count", "0");
  await screenshot(page, "chat-guest-thread-ar");

  // The guest answers with a voice note recorded in the browser (Chromium's fake microphone); the owner can play it.
  await page.context().grantPermissions(["microphone"]);
  await page.getByRole("button", { name: "تسجيل رسالة صوتية" }).click();
  await expect(page.getByTestId("chat-recorder")).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByRole("button", { name: "إيقاف التسجيل وإرسال الرسالة الصوتية" }).click();
  const voiceNote = guestThread.getByTestId("chat-message-voice");
  await expect(voiceNote).toHaveCount(1, { timeout: 15_000 });
  const heard = deskThread.getByTestId("chat-message-voice");
  await expect(heard).toHaveCount(1, { timeout: 10_000 });
  const audioSrc = await heard.locator("audio").getAttribute("src");
  const audio = await desk.request.get(audioSrc!);
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toMatch(/^audio\//);
  expect((await audio.body()).length).toBeGreaterThan(1000);

  // The picture is private to the two of them: the guest's session fetches it, a stranger's request does not.
  const picture = await answered.getByTestId("chat-message-image").getAttribute("src");
  expect(picture).toBeTruthy();
  const asGuest = await page.request.get(picture!);
  expect(asGuest.status()).toBe(200);
  expect(asGuest.headers()["content-type"]).toContain("image/png");
  const stranger = await request.get(picture!, { headers: { "x-manzil-transport": "http" } });
  expect(stranger.status()).toBeGreaterThanOrEqual(400);

  // On phones: the guest's thread in Arabic, the owner's notifications in English.
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "chat-guest-thread-ar-phone");
  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.goto("/user/notifications?lang=en");
  await hydrated(desk);
  await expect(desk.getByTestId("notification-item").first()).toBeVisible();
  await screenshot(desk, "notifications-owner-en-phone");
  await ownerContext.close();
});
