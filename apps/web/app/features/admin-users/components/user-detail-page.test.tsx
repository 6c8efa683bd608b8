import type { TAdminUserDetail } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { UserDetailPage } from "./user-detail-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const mona = (): TAdminUserDetail => ({
  id: 9,
  name: "Mona Adel",
  email: "mona@example.com",
  mobile: "+201001234567",
  role: "customer",
  customer_type: "agent",
  verification_status: "success",
  is_active: true,
  created_at: "2026-10-02T09:00:00.000Z",
  address: "12 Nile St",
  city: "Cairo",
  country: "Egypt",
  email_verified: true,
  mobile_verified: false,
  counts: { properties: 4, projects: 1, reservations: 7, payments: 2 },
});

type Call = { method: string; url: string; body: unknown };

/** One member's page and the three writes; `refuse` answers every write instead, as the API would. */
function fakeApi(refuse?: { status: number; body: unknown }) {
  const user = mona();
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? "GET", url, body });
      if (url.startsWith("/api/admin/users/9?")) return json(200, { error: false, message: "", data: user });
      const write = /^\/api\/admin\/users\/9\/(deactivate|reactivate|role)/.exec(url);
      if (!write) throw new Error(`unexpected ${url}`);
      if (refuse) return json(refuse.status, refuse.body);
      if (write[1] === "deactivate") user.is_active = false;
      if (write[1] === "reactivate") user.is_active = true;
      if (write[1] === "role") user.role = (body as { role: "admin" | "customer" }).role;
      return json(200, {
        error: false,
        message: "The account is deactivated; its sessions have ended.",
        data: user,
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const page = () => (
  <>
    <UserDetailPage id={9} />
    <Toaster />
  </>
);

describe("Admin user page", () => {
  it("shows the member's facts and counts", async () => {
    fakeApi();
    renderWithProviders(page());
    expect(await screen.findByRole("heading", { level: 1, name: "Mona Adel" })).toBeTruthy();
    expect(screen.getByText("mona@example.com")).toBeTruthy();
    expect(screen.getByText("(not confirmed)")).toBeTruthy();
    expect(screen.getByText("Agent")).toBeTruthy();
    expect(screen.getByText("Bookings").nextElementSibling?.textContent).toBe("7");
    expect(screen.getByRole("link", { name: /history in the audit log/ }).getAttribute("href")).toBe(
      "/admin/audit-log?target_type=user&target_id=9",
    );
  });

  it("deactivates only after confirming, sends the reason, and shows the account deactivated", async () => {
    const calls = fakeApi();
    renderWithProviders(page());
    await userEvent.click(await screen.findByRole("button", { name: "Deactivate" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate this account?" });
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await userEvent.type(within(dialog).getByLabelText("Reason (optional)"), "Fraudulent listings");
    await userEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));

    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      url: expect.stringMatching(/^\/api\/admin\/users\/9\/deactivate/),
      body: { reason: "Fraudulent listings" },
    });
    expect(await screen.findByRole("button", { name: "Reactivate" })).toBeTruthy();
    expect(screen.getByText("Deactivated")).toBeTruthy();
    expect(screen.getByText("The account is deactivated; its sessions have ended.")).toBeTruthy();
  });

  it("cancelling the confirmation changes nothing", async () => {
    const calls = fakeApi();
    renderWithProviders(page());
    await userEvent.click(await screen.findByRole("button", { name: "Make admin" }));
    const dialog = await screen.findByRole("dialog", { name: "Make this member an admin?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("makes an admin, and the page then offers to remove it", async () => {
    const calls = fakeApi();
    renderWithProviders(page());
    await userEvent.click(await screen.findByRole("button", { name: "Make admin" }));
    const dialog = await screen.findByRole("dialog", { name: "Make this member an admin?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Make admin" }));
    expect(await screen.findByRole("button", { name: "Remove admin" })).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ role: "admin" });
  });

  it("shows the API's refusal to act on one's own account in the dialog, in Arabic", async () => {
    fakeApi({
      status: 409,
      body: { error: true, message: "لا يمكنك تغيير دورك بنفسك؛ اطلب ذلك من مشرف آخر." },
    });
    renderWithProviders(page(), { language: "ar" });
    await userEvent.click(await screen.findByRole("button", { name: "تعيينه مشرفًا" }));
    const dialog = await screen.findByRole("dialog", { name: "تعيين هذا العضو مشرفًا؟" });
    await userEvent.click(within(dialog).getByRole("button", { name: "تعيينه مشرفًا" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "لا يمكنك تغيير دورك بنفسك؛ اطلب ذلك من مشرف آخر.",
    );
    // Nothing changed: the member is still offered the same action.
    await userEvent.click(within(dialog).getByRole("button", { name: "إلغاء" }));
    expect(screen.getByRole("button", { name: "تعيينه مشرفًا" })).toBeTruthy();
  });
});
