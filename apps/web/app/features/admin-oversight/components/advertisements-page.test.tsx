import type { TAdminAdvertisement } from "@manzil/domain/contracts";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation, useSearchParams } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { adsViewOf } from "../admin-oversight";
import { AdvertisementsPage } from "./advertisements-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const ad = (overrides: Partial<TAdminAdvertisement>): TAdminAdvertisement => ({
  id: 5,
  target: "property",
  status: "pending",
  starts_at: "2026-11-20T10:00:00.000Z",
  ends_at: "2026-12-20T10:00:00.000Z",
  created_at: "2026-11-20T10:00:00.000Z",
  listing: { id: 31, slug_id: "sea-view-villa", title: "Sea view villa", title_ar: "فيلا مطلة على البحر" },
  owner: { id: 4, name: "Hany Fawzy", email: "hany@example.com" },
  ...overrides,
});

type Call = { method: string; url: string; body: unknown };

/** The advertisements API over `ads`: filtered by status as the API does; its writes change the state. */
function fakeApi(ads: TAdminAdvertisement[], refuse?: { status: number; message: string }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? "GET", url, body });
      if (url.startsWith("/api/admin/advertisements?")) {
        const status = new URL(url, "http://x").searchParams.get("status");
        const shown = ads.filter((a) => !status || a.status === status);
        return json(200, { error: false, message: "", data: shown, total: shown.length });
      }
      const write = /^\/api\/admin\/advertisements\/(\d+)\/(approve|reject|end)/.exec(url);
      if (!write) throw new Error(`unexpected ${url}`);
      if (refuse) return json(refuse.status, { error: true, message: refuse.message });
      const target = ads.find((a) => a.id === Number(write[1]))!;
      target.status = write[2] === "approve" ? "approved" : write[2] === "reject" ? "rejected" : "expired";
      return json(200, {
        error: false,
        message: `Done: ${write[2]}`,
        data: { ...target, credit_returned: false },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());
// The first render of a file (i18n, the query client) can take over a second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

function Routed() {
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <AdvertisementsPage view={adsViewOf(params)} />
      <Toaster />
    </>
  );
}

const sampleAds = () => [
  ad({}),
  ad({
    id: 6,
    status: "approved",
    listing: { id: 32, slug_id: "tower", title: "Nile Tower", title_ar: "" },
    target: "project",
  }),
  ad({ id: 7, status: "expired", listing: { id: 33, slug_id: "flat", title: "Garden flat", title_ar: "" } }),
];

describe("Admin featured ads", () => {
  it("lists ads with status, owner and period, and the actions each state allows", async () => {
    fakeApi(sampleAds());
    renderWithProviders(<Routed />, { path: "/admin/advertisements" });
    const items = await screen.findAllByRole("listitem");
    const villa = items.find((li) => li.textContent?.includes("Sea view villa"))!;
    expect(within(villa).getByText("Pending")).toBeTruthy();
    expect(within(villa).getByText("Hany Fawzy")).toBeTruthy();
    expect(within(villa).getByText("Nov 20, 2026 – Dec 20, 2026")).toBeTruthy();
    expect(within(villa).getByRole("button", { name: "Approve" })).toBeTruthy();
    expect(within(villa).getByRole("button", { name: "Reject" })).toBeTruthy();
    const tower = items.find((li) => li.textContent?.includes("Nile Tower"))!;
    expect(within(tower).getByText(/Project/)).toBeTruthy();
    expect(within(tower).getByRole("button", { name: "End now" })).toBeTruthy();
    const flat = items.find((li) => li.textContent?.includes("Garden flat"))!;
    expect(within(flat).queryByRole("button")).toBeNull();
    expect(screen.getByText("3 ads")).toBeTruthy();
  });

  it("approves after a confirmation and shows the new state", async () => {
    const calls = fakeApi(sampleAds());
    renderWithProviders(<Routed />, { path: "/admin/advertisements" });
    await userEvent.click(await screen.findByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve featuring?" });
    expect(within(dialog).getByText(/Sea view villa is featured from now/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Done: approve")).toBeTruthy();
    await vi.waitFor(() => expect(screen.getAllByRole("button", { name: "End now" })).toHaveLength(2));
    expect(calls.find((c) => c.method === "POST")!.url).toContain("/api/admin/advertisements/5/approve");
  });

  it("rejects only with a reason for the owner", async () => {
    const calls = fakeApi(sampleAds());
    renderWithProviders(<Routed />, { path: "/admin/advertisements" });
    await userEvent.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject featuring?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("Please give the owner a reason.")).toBeTruthy();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /Reason for the owner/ }),
      "Blurred photos",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Done: reject")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ body: { reason: "Blurred photos" } });
  });

  it("filters by status tab and by owner and period through the address", async () => {
    const calls = fakeApi(sampleAds());
    renderWithProviders(<Routed />, { path: "/admin/advertisements" });
    await userEvent.click(await screen.findByRole("link", { name: "Approved" }));
    await vi.waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe("/admin/advertisements?status=approved"),
    );
    expect(await screen.findByText("1 ad")).toBeTruthy();

    await userEvent.type(screen.getByRole("searchbox", { name: "Owner name or e-mail" }), "hany");
    await userEvent.type(screen.getByLabelText("Running from"), "2026-11-01");
    await userEvent.type(screen.getByLabelText("Running until"), "2026-11-30");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await vi.waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe(
        "/admin/advertisements?status=approved&owner=hany&from=2026-11-01&to=2026-11-30",
      ),
    );
    await vi.waitFor(() =>
      expect(new URL(calls.at(-1)!.url, "http://x").searchParams.get("owner")).toBe("hany"),
    );
    expect(new URL(calls.at(-1)!.url, "http://x").searchParams.get("to")).toBe("2026-11-30");
  });

  it("speaks Arabic: the Arabic title, the states and a refusal from the API", async () => {
    fakeApi(sampleAds(), { status: 409, message: "تم البت في هذا الإعلان المميز بالفعل." });
    renderWithProviders(<Routed />, { path: "/admin/advertisements", language: "ar" });
    expect(await screen.findByText("فيلا مطلة على البحر")).toBeTruthy();
    expect(screen.getByText("٣ إعلانات")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "اعتماد" }));
    const dialog = await screen.findByRole("dialog", { name: "اعتماد التمييز؟" });
    await userEvent.click(within(dialog).getByRole("button", { name: "اعتماد" }));
    expect(await within(dialog).findByText("تم البت في هذا الإعلان المميز بالفعل.")).toBeTruthy();
  });
});
