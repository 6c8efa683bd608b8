import type { TOwnerInquiry } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { InquiriesPage } from "./inquiries-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function request(overrides: Partial<TOwnerInquiry>): TOwnerInquiry {
  return {
    id: 1,
    status: "pending",
    client_name: "Mona Adel",
    client_number: "+20 100 555 0142",
    client_email: "mona@example.com",
    corresponding_day: "Saturday 10:00",
    message: null,
    created_at: "2026-11-20T09:00:00.000Z",
    property: { id: 7, slug_id: "sunny-villa", title: "Sunny Villa" },
    ...overrides,
  };
}

type Call = { url: string; body: unknown };

/** The owner's requests over `items`: filters by status and listing, updates and deletes like the API. */
function fakeApi(items: TOwnerInquiry[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      const params = new URL(url, "http://x").searchParams;
      if (url.startsWith("/api/get_property_inquiry")) {
        const status = params.get("status");
        const property = params.get("property_id");
        const shown = items.filter(
          (item) =>
            (!status || item.status === status) && (!property || String(item.property.id) === property),
        );
        const counts = { all: items.length, pending: 0, accepted: 0, complete: 0, cancelled: 0 };
        for (const item of items) counts[item.status] += 1;
        return json(200, { error: false, message: "", data: shown, total: shown.length, counts });
      }
      if (url.startsWith("/api/update_inquiry_status")) {
        const { inquiry_id, status } = body as { inquiry_id: number; status: TOwnerInquiry["status"] };
        items.find((item) => item.id === inquiry_id)!.status = status;
        return json(200, {
          error: false,
          message: "The request has been updated.",
          data: { id: inquiry_id, status },
        });
      }
      if (url.startsWith("/api/delete_inquiry")) {
        const { inquiry_id } = body as { inquiry_id: number };
        items.splice(
          items.findIndex((item) => item.id === inquiry_id),
          1,
        );
        return json(200, {
          error: false,
          message: "The request has been removed.",
          data: { id: inquiry_id },
        });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const everything = { tab: "all", propertyId: null, page: 1 } as const;

describe("InquiriesPage", () => {
  it("shows each request with ways to reach the client, the listing and counts per state", async () => {
    fakeApi([
      request({ id: 1, message: "Is parking included?" }),
      request({ id: 2, status: "complete", client_name: "Omar Said" }),
    ]);
    renderWithProviders(<InquiriesPage view={everything} />);
    const card = (await screen.findByRole("heading", { name: "Mona Adel" })).closest("article")!;
    expect(within(card).getByRole("link", { name: "+20 100 555 0142" }).getAttribute("href")).toBe(
      "tel:+201005550142",
    );
    expect(within(card).getByRole("link", { name: "mona@example.com" }).getAttribute("href")).toBe(
      "mailto:mona@example.com",
    );
    expect(within(card).getByRole("link", { name: "Sunny Villa" }).getAttribute("href")).toBe(
      "/my-property/sunny-villa",
    );
    expect(within(card).getByText("Is parking included?")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "New (1)" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Done (1)" })).toBeTruthy();
  });

  it("accepts a new request and moves it along", async () => {
    const calls = fakeApi([request({ id: 3 })]);
    renderWithProviders(
      <>
        <InquiriesPage view={everything} />
        <Toaster />
      </>,
    );
    const card = (await screen.findByRole("heading", { name: "Mona Adel" })).closest("article")!;
    await userEvent.click(within(card).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("The request has been updated.")).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith("/api/update_inquiry_status"))?.body).toEqual({
      inquiry_id: 3,
      status: "accepted",
    });
    expect(await screen.findByRole("button", { name: "Mark as done" })).toBeTruthy();
  });

  it("asks before deleting, and the request leaves the list", async () => {
    fakeApi([request({ id: 4 })]);
    renderWithProviders(<InquiriesPage view={everything} />, { language: "ar" });
    await userEvent.click(await screen.findByRole("button", { name: "حذف" }));
    const dialog = await screen.findByRole("dialog", { name: "حذف هذا الطلب؟" });
    expect(within(dialog).getByText("سيُحذف طلب Mona Adel من قائمتك.")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "حذف" }));
    expect(await screen.findByText("لا توجد طلبات بعد.")).toBeTruthy();
  });

  it("narrows to one listing and offers the way back", async () => {
    fakeApi([
      request({ id: 5 }),
      request({ id: 6, client_name: "Omar Said", property: { id: 8, slug_id: "b", title: "Flat" } }),
    ]);
    renderWithProviders(<InquiriesPage view={{ ...everything, propertyId: 8 }} />);
    expect(await screen.findByRole("heading", { name: "Omar Said" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Mona Adel" })).toBeNull();
    expect(screen.getByText("Only requests about “Flat”")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show all listings" }).getAttribute("href")).toBe(
      "/user/inquiries",
    );
  });
});
