import type { TAdminVerificationApplication } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { AdminVerificationPage } from "./admin-verification-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function application(overrides: Partial<TAdminVerificationApplication>): TAdminVerificationApplication {
  return {
    id: 7,
    status: "pending",
    reason: null,
    created_at: "2026-11-25T09:00:00.000Z",
    reviewed_at: null,
    reviewed_by: null,
    user: { id: 9, name: "Mona Adel", email: "mona@example.com" },
    verify_customer_values: [
      { field_id: 1, name: "Full name", field_type: "text", value: "Mona Adel", file_type: null },
      {
        field_id: 2,
        name: "ID photo",
        field_type: "file",
        value: "https://files.test/id.png",
        file_type: "image/png",
      },
    ],
    ...overrides,
  };
}

type Call = { url: string; body: unknown };

function fakeApi(items: TAdminVerificationApplication[], refuse?: { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith("/api/admin/verification/fields"))
        return json(200, { error: false, message: "", data: [] });
      if (url.startsWith("/api/admin/verification/applications?")) {
        const state = new URL(url, "http://x").searchParams.get("status");
        const shown = items.filter((item) => item.status === state);
        return json(200, { error: false, message: "", data: shown, total: shown.length });
      }
      const decision = /^\/api\/admin\/verification\/applications\/(\d+)\/(approve|reject)/.exec(url);
      if (decision) {
        if (refuse) return json(refuse.status, refuse.body);
        const item = items.find((candidate) => candidate.id === Number(decision[1]))!;
        item.status = decision[2] === "approve" ? "success" : "failed";
        return json(200, { error: false, message: "", data: item });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());
const waiting = { state: "pending", page: 1 } as const;

describe("AdminVerificationPage", () => {
  it("lists the waiting applications with their answers, a picture shown in place", async () => {
    const calls = fakeApi([application({}), application({ id: 8, status: "success" })]);
    renderWithProviders(<AdminVerificationPage view={waiting} />);
    const card = await screen.findByRole("article", { name: "Mona Adel" });
    expect(within(card).getByText("Full name")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "ID photo" }).getAttribute("src")).toBe(
      "https://files.test/id.png",
    );
    expect(screen.getByText("1 application")).toBeTruthy();
    expect(calls.find((call) => call.url.includes("/applications?"))!.url).toContain("status=pending");
  });

  it("approves: the application leaves the waiting list", async () => {
    const calls = fakeApi([application({})]);
    renderWithProviders(<AdminVerificationPage view={waiting} />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Approve the application of Mona Adel" }),
    );
    expect(await screen.findByText("No applications are waiting.")).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith("/api/admin/verification/applications/7/approve"))).toBe(
      true,
    );
  });

  it("refuses only with a reason, which is sent", async () => {
    const calls = fakeApi([application({})]);
    renderWithProviders(<AdminVerificationPage view={waiting} />);
    await userEvent.click(await screen.findByRole("button", { name: "Refuse the application of Mona Adel" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse the application" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuse" }));
    expect(within(dialog).getByText("Please give a reason.")).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason" }), "The ID is not readable.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuse" }));
    expect(await screen.findByText("No applications are waiting.")).toBeTruthy();
    const reject = calls.find((call) => call.url.includes("/7/reject"));
    expect(reject?.body).toEqual({ reason: "The ID is not readable." });
  });

  it("says so when another admin decided first, and offers to refresh", async () => {
    fakeApi([application({})], {
      status: 409,
      body: { error: true, message: "This application has already been decided.", code: "CONFLICT" },
    });
    renderWithProviders(<AdminVerificationPage view={waiting} />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Approve the application of Mona Adel" }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This application has already been decided.");
    expect(alert.textContent).toContain("Another admin has already decided this application.");
    expect(screen.queryByRole("button", { name: "Approve the application of Mona Adel" })).toBeNull();
    expect(screen.getByRole("button", { name: "Refresh the list" })).toBeTruthy();
  });
});
