import type { TAdminAuditEntry } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { auditViewOf } from "../audit-log";
import { AuditLogPage } from "./audit-log-page";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const entries: TAdminAuditEntry[] = [
  {
    id: 2,
    actor: { id: 1, name: "Site Admin" },
    action: "users.deactivate",
    target_type: "user",
    target_id: "9",
    before: { name: "Mona Adel", is_active: true, role: "customer" },
    after: { name: "Mona Adel", is_active: false, role: "customer", reason: "حساب مزيف" },
    ip: "127.0.0.1",
    created_at: "2026-11-26T14:05:00.000Z",
  },
  {
    id: 1,
    actor: { id: 1, name: "Site Admin" },
    action: "reports.export",
    target_type: "report",
    target_id: null,
    before: null,
    after: null,
    ip: null,
    created_at: "2026-11-25T08:00:00.000Z",
  },
];

function fakeApi() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (!url.startsWith("/api/admin/audit-log?")) throw new Error(`unexpected ${url}`);
      asked.push(new URL(url, "http://x").searchParams);
      return json({ error: false, message: "", data: entries, total: entries.length });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("Audit log", () => {
  it("names known actions, keeps unknown ones raw, and folds out what changed", async () => {
    const asked = fakeApi();
    renderWithProviders(<AuditLogPage view={auditViewOf(new URLSearchParams("action=users."))} />);
    const known = (await screen.findByRole("heading", { name: /Deactivated a member/ })).closest("article")!;
    expect(within(known).getByText("Nov 26, 2026, 2:05 PM UTC")).toBeTruthy();
    expect(within(known).getByRole("link", { name: "Site Admin" }).getAttribute("href")).toBe(
      "/admin/audit-log?action=users.&actor=1",
    );
    expect(within(known).getByRole("link", { name: "Member #9" }).getAttribute("href")).toBe(
      "/admin/users/9",
    );
    expect(asked[0]!.get("action")).toBe("users.");

    const toggle = within(known).getByText("Show what changed (2 fields)");
    const diff = within(known).getByRole("table", { hidden: true });
    expect(diff.closest("details")!.open).toBe(false);
    await userEvent.click(toggle);
    expect(diff.closest("details")!.open).toBe(true);
    const rows = within(diff).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["is_activetrue→false", "reason—→حساب مزيف"]);

    const unknown = screen.getByRole("heading", { name: "reports.export" }).closest("article")!;
    expect(within(unknown).getByText("No recorded change of values.")).toBeTruthy();
  });

  it("reads in Arabic with the data table left to right", async () => {
    fakeApi();
    renderWithProviders(<AuditLogPage view={auditViewOf(new URLSearchParams())} />, { language: "ar" });
    const known = (await screen.findByRole("heading", { name: /عطّل حساب عضو/ })).closest("article")!;
    expect(within(known).getByText("عضو #9")).toBeTruthy();
    expect(within(known).getByRole("table", { hidden: true }).getAttribute("dir")).toBe("ltr");
    expect(within(known).getByText("حساب مزيف").getAttribute("dir")).toBe("auto");
    expect(within(known).getByRole("time").textContent).toMatch(/٢٦/);
  });
});
