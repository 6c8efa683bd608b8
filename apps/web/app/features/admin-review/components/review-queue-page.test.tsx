import type { TModerationQueueItem } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { ReviewQueuePage } from "./review-queue-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function queueItem(overrides: Partial<TModerationQueueItem>): TModerationQueueItem {
  return {
    id: 1,
    type: "property",
    slug_id: "garden-flat",
    title: "Garden flat",
    title_ar: "شقة بحديقة",
    description: "A flat with a garden.",
    city: "Cairo",
    request_status: "pending",
    reject_reason: null,
    owner: { id: 9, name: "Mona Adel", email: "mona@example.com" },
    updated_at: "2026-11-20T09:00:00.000Z",
    ...overrides,
  };
}

type Call = { url: string; body: unknown };

/** The queue over `items`; decisions move an item out of the pending list, as the API does. */
function fakeApi(items: TModerationQueueItem[], refuse?: { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url.startsWith("/api/admin/moderation-queue")) {
        const state = new URL(url, "http://x").searchParams.get("request_status");
        const shown = items.filter((item) => item.request_status === state);
        return json(200, { error: false, message: "", data: shown, total: shown.length });
      }
      if (url.startsWith("/api/admin/moderate-")) {
        if (refuse) return json(refuse.status, refuse.body);
        const decision = body as {
          id: number;
          request_status: "approved" | "rejected";
          reject_reason?: string;
        };
        const item = items.find((candidate) => candidate.id === decision.id)!;
        item.request_status = decision.request_status;
        item.reject_reason = decision.reject_reason ?? null;
        return json(200, {
          error: false,
          message: decision.request_status === "approved" ? "Approved." : "Rejected.",
          data: { id: item.id, request_status: item.request_status, reject_reason: item.reject_reason },
        });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const pendingListings = { kind: "property", state: "pending", order: "oldest", page: 1 } as const;

describe("ReviewQueuePage", () => {
  it("approves a waiting listing: the API is told and the item leaves the queue", async () => {
    const calls = fakeApi([queueItem({ id: 1 }), queueItem({ id: 2, title: "Roof studio", title_ar: "" })]);
    renderWithProviders(
      <>
        <ReviewQueuePage view={pendingListings} />
        <Toaster />
      </>,
    );
    const card = (await screen.findByRole("heading", { name: "Garden flat" })).closest("article")!;
    expect(within(card).getByText(/mona@example.com/)).toBeTruthy();
    expect(within(card).getByText("شقة بحديقة")).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("Approved.")).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole("heading", { name: "Garden flat" })).toBeNull());
    expect(screen.getByRole("heading", { name: "Roof studio" })).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith("/api/admin/moderate-property"))?.body).toEqual({
      id: 1,
      request_status: "approved",
    });
    expect(calls[0]?.url).toContain("sort=oldest");
    expect(screen.getByRole("link", { name: "Newest first" }).getAttribute("href")).toBe(
      "/admin/review?order=newest",
    );
  });

  it("asks for a reason before rejecting, then sends it", async () => {
    const calls = fakeApi([queueItem({ id: 3 })]);
    renderWithProviders(<ReviewQueuePage view={pendingListings} />);
    await userEvent.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject with a reason" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("Please give the owner a reason for the rejection.")).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith("/api/admin/moderate-"))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText("Reason"), "Blurry photos");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.url.startsWith("/api/admin/moderate-property"))?.body).toEqual({
      id: 3,
      request_status: "rejected",
      reject_reason: "Blurry photos",
    });
  });

  it("shows the server's message for the reason at the field", async () => {
    fakeApi([queueItem({ id: 4 })], {
      status: 422,
      body: { error: true, message: "Invalid", errors: { reject_reason: ["السبب طويل جدًا."] } },
    });
    renderWithProviders(<ReviewQueuePage view={pendingListings} />, { language: "ar" });
    await userEvent.click(await screen.findByRole("button", { name: "رفض" }));
    const dialog = await screen.findByRole("dialog", { name: "الرفض مع ذكر السبب" });
    await userEvent.type(within(dialog).getByLabelText("السبب"), "x");
    await userEvent.click(within(dialog).getByRole("button", { name: "رفض" }));
    expect(await within(dialog).findByText("السبب طويل جدًا.")).toBeTruthy();
  });

  it("says when nothing waits, and shows rejected items with their reason and no reject button", async () => {
    fakeApi([queueItem({ id: 5, request_status: "rejected", reject_reason: "Wrong city" })]);
    const { unmount } = renderWithProviders(<ReviewQueuePage view={pendingListings} />);
    expect(await screen.findByText("Nothing is waiting for review.")).toBeTruthy();
    unmount();
    renderWithProviders(<ReviewQueuePage view={{ ...pendingListings, state: "rejected" }} />);
    expect((await screen.findByTestId("review-reason")).textContent).toBe("Reason given: Wrong city");
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
    expect(screen.getByRole("button", { name: "Approve" })).toBeTruthy();
  });

  it("lets an approved project be opened on its public page", async () => {
    fakeApi([queueItem({ id: 6, type: "project", slug_id: "palm-towers", request_status: "approved" })]);
    renderWithProviders(
      <ReviewQueuePage view={{ ...pendingListings, kind: "project", state: "approved" }} />,
    );
    const link = await screen.findByRole("link", { name: "Open the public page" });
    expect(link.getAttribute("href")).toBe("/project-details/palm-towers");
  });
});
