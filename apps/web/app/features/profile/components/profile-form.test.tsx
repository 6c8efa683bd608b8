import { OwnProfile, type TOwnProfile } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { ProfileForm, type ProfileTab } from "./profile-form";

const profile: TOwnProfile = OwnProfile.parse({
  id: 5,
  slug_id: "mona-5",
  name: "Mona",
  email: "mona@example.com",
  mobile: "",
  profile: "",
  address: "",
  logintype: "3",
  customer_type: "property_owner",
  owner_kind: "company",
  management_type: "self",
  about_me: "",
  whatsappnumber: "",
  facebook_id: "",
  twiiter_id: "",
  instagram_id: "",
  youtube_id: "",
  latitude: null,
  longitude: null,
  city: "",
  state: "",
  country: "",
  notification: 1,
  is_verified: false,
  verification_status: "initial",
  isActive: 1,
  is_admin: false,
  created_at: "2026-11-01T00:00:00.000Z",
  pending_email: null,
  company: null,
});

function Harness({ onSaved }: { onSaved: () => void }) {
  const [tab, setTab] = useState<ProfileTab>("individual");
  return <ProfileForm profile={profile} tab={tab} onTabChange={setTab} onSaved={onSaved} />;
}

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("ProfileForm", () => {
  it.each([
    {
      language: "en" as const,
      tab: "Company",
      label: "IBAN",
      save: "Save changes",
      message: "IBAN is invalid",
    },
    {
      language: "ar" as const,
      tab: "شركة",
      label: "رقم الآيبان (IBAN)",
      save: "حفظ التغييرات",
      message: "رقم الحساب المصرفي الدولي (IBAN) غير صالح",
    },
  ])("shows a 422's field error on its field and opens its tab ($language)", async (c) => {
    const fetch = answer(422, {
      error: true,
      message: "invalid",
      code: "VALIDATION_FAILED",
      errors: { companyIban: [c.message] },
    });
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithProviders(<Harness onSaved={onSaved} />, { language: c.language });

    await user.click(await screen.findByRole("tab", { name: c.tab }));
    await user.type(screen.getByLabelText(c.label), "EG00 1234");
    await user.click(screen.getByRole("tab", { name: c.language === "en" ? "Individual" : "فرد" }));
    await user.click(screen.getByRole("button", { name: c.save }));

    const iban = screen.getByLabelText(c.label);
    const message = await screen.findByText(c.message);
    expect(screen.getByRole("tab", { name: c.tab }).getAttribute("aria-selected")).toBe("true");
    expect(iban.getAttribute("aria-invalid")).toBe("true");
    expect(iban.getAttribute("aria-describedby")).toContain(message.id);
    expect(onSaved).not.toHaveBeenCalled();

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/update_profile?lang=${c.language}`);
    expect(init.credentials).toBe("same-origin");
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "Mona",
      companyIban: "EG00 1234",
      notification: 1,
    });
  });

  it("saves the individual tab and reports success", async () => {
    const fetch = answer(200, { error: false, message: "Profile updated successfully", data: {} });
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithProviders(<Harness onSaved={onSaved} />);
    const panel = await screen.findByRole("tabpanel");
    await user.clear(within(panel).getByLabelText("Full name"));
    await user.type(within(panel).getByLabelText("Full name"), "Mona Ali");
    await user.type(within(panel).getByLabelText("Street address"), "12 Nile Street");
    await user.click(screen.getByRole("switch", { name: "Notifications" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith({ emailChanged: false }));
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ name: "Mona Ali", address: "12 Nile Street", notification: 0 });
    expect(body).not.toHaveProperty("email");
    expect(body).not.toHaveProperty("companyLegalName");
  });

  it("checks the name before sending (spec §5: Name is required)", async () => {
    const fetch = answer(200, {});
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderWithProviders(<Harness onSaved={vi.fn()} />, { language: "ar" });
    const name = await screen.findByLabelText("الاسم الكامل");
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "حفظ التغييرات" }));
    expect(await screen.findByText("الاسم مطلوب")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });
});
