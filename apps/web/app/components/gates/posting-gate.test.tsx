import type { Locale } from "@manzil/domain/i18n";
import { textDirection } from "@manzil/domain/i18n";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_SETTINGS, TestProviders } from "../../../test/render";
import { PostingGate } from "./posting-gate";

const json = (body: unknown) =>
  new Response(JSON.stringify({ error: false, message: "", data: body }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

const completeProfile = {
  id: 5,
  name: "Mona Adel",
  email: "mona@example.com",
  mobile: "+201001234567",
  verification_status: "initial",
  is_admin: false,
};
const withCredit = { package_available: true, feature_available: true, limit_available: true };

type Scenario = {
  profile?: Partial<typeof completeProfile>;
  limit?: typeof withCredit;
  verificationSetting?: boolean;
  isEditing?: boolean;
  language?: Locale;
};

function renderGate({
  profile = {},
  limit = withCredit,
  verificationSetting = false,
  isEditing,
  language = "en",
}: Scenario) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.startsWith("/api/get-user-data")) return json({ ...completeProfile, ...profile });
      if (url.startsWith("/api/check-package-limit")) return json(limit);
      throw new Error(`unexpected ${url}`);
    }),
  );
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({
        language,
        settings: { ...TEST_SETTINGS, verification_required_for_user: verificationSetting },
        viewer: { id: 5 },
      }),
      HydrateFallback: () => null,
      Component: () => (
        <TestProviders language={language} settings={TEST_SETTINGS}>
          <PostingGate kind="property_list" backTo="/user/my-properties" isEditing={isEditing}>
            <h1>The listing form</h1>
          </PostingGate>
        </TestProviders>
      ),
    },
    { path: "/user/my-properties", Component: () => <h1>My properties</h1> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { asked };
}

afterEach(() => vi.unstubAllGlobals());

describe("PostingGate (spec §6)", () => {
  it("opens the form for a complete profile with a unit left", async () => {
    renderGate({});
    expect(await screen.findByRole("heading", { name: "The listing form" })).toBeTruthy();
  });

  it("asks for the profile first, before anything about packages", async () => {
    renderGate({ profile: { mobile: "" }, limit: { ...withCredit, package_available: false } });
    const dialog = await screen.findByRole("dialog", { name: "Complete your profile" });
    expect(within(dialog).getByRole("link", { name: "Complete profile" }).getAttribute("href")).toBe(
      "/user/profile",
    );
    expect(screen.queryByText("The listing form")).toBeNull();
  });

  it("says each verification state in its own words when verification is required", async () => {
    renderGate({ verificationSetting: true, profile: { verification_status: "pending" } });
    const dialog = await screen.findByRole("dialog", { name: "Verification under review" });
    expect(within(dialog).getByRole("link", { name: "Not now" }).getAttribute("href")).toBe(
      "/user/my-properties",
    );
    expect(within(dialog).getByRole("link", { name: "See my application" }).getAttribute("href")).toBe(
      "/user/verification",
    );
  });

  it("tells a member whose verification failed, and leads to applying again", async () => {
    renderGate({ verificationSetting: true, profile: { verification_status: "failed" } });
    const dialog = await screen.findByRole("dialog", { name: "Verification failed" });
    expect(within(dialog).getByRole("link", { name: "Apply again" }).getAttribute("href")).toBe(
      "/user/verification",
    );
    expect(screen.queryByText("The listing form")).toBeNull();
  });

  it("leads a member never verified to the verification form", async () => {
    renderGate({ verificationSetting: true, profile: { verification_status: "initial" } });
    const dialog = await screen.findByRole("dialog", { name: "Verification needed" });
    expect(within(dialog).getByRole("link", { name: "Apply for verification" }).getAttribute("href")).toBe(
      "/user/verification",
    );
  });

  it("ignores verification when the setting is off", async () => {
    renderGate({ verificationSetting: false, profile: { verification_status: "failed" } });
    expect(await screen.findByRole("heading", { name: "The listing form" })).toBeTruthy();
  });

  it("sends a member without a package to the plans for this feature, in Arabic", async () => {
    renderGate({
      language: "ar",
      limit: { ...withCredit, package_available: false, limit_available: false },
    });
    const dialog = await screen.findByRole("dialog", { name: "لا توجد باقة فعّالة" });
    expect(within(dialog).getByText("لم تشترك بعد. يرجى الاشتراك أولًا.")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "عرض الباقات" }).getAttribute("href")).toBe(
      "/subscription-plan?feature=property_list",
    );
  });

  it("uses the spec's words when the limit is used up, and closing goes back to the list", async () => {
    renderGate({ limit: { ...withCredit, limit_available: false } });
    const dialog = await screen.findByRole("dialog", { name: "Package limit reached" });
    expect(within(dialog).getByText("Your Package Limit is Over. Please Purchase Package.")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(await screen.findByRole("heading", { name: "My properties" })).toBeTruthy();
  });

  it("does not ask about the package for an edit", async () => {
    const { asked } = renderGate({ isEditing: true, limit: { ...withCredit, package_available: false } });
    expect(await screen.findByRole("heading", { name: "The listing form" })).toBeTruthy();
    expect(asked.some((url) => url.includes("check-package-limit"))).toBe(false);
  });

  it("lets an admin through whatever the package says", async () => {
    renderGate({
      profile: { is_admin: true, mobile: "" },
      limit: { ...withCredit, package_available: false },
    });
    expect(await screen.findByRole("heading", { name: "The listing form" })).toBeTruthy();
  });
});
