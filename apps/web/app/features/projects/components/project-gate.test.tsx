import type { TPackageCard } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { BASIC, FREE } from "../../plans/components/plans-fixtures";
import { ProjectGatePanel } from "./project-gate";

const withAccess = (plan: TPackageCard): TPackageCard => ({
  ...plan,
  features: [
    ...plan.features,
    {
      id: 9,
      type: "project_access",
      name: "",
      name_en: "",
      name_ar: "",
      limit_type: "unlimited",
      limit: null,
    },
  ],
});
const OFFERS = [withAccess(FREE), withAccess(BASIC)];
const PATH = "/project-details/palm-hills?tab=plans";

function renderGate(props: { isSignedIn: boolean; offers?: TPackageCard[]; language?: "en" | "ar" }) {
  return renderWithProviders(
    <ProjectGatePanel
      message=""
      isSignedIn={props.isSignedIn}
      offers={props.offers ?? OFFERS}
      loginHref={({ redirectTo, tab }) =>
        `/login?${new URLSearchParams({ ...(tab ? { tab } : {}), redirectTo }).toString()}`
      }
      renderSignIn={() => <p>panel</p>}
    />,
    { path: PATH, language: props.language ?? "en" },
  );
}

describe("ProjectGatePanel", () => {
  it("offers a member the packages that open projects: a free one in place, a paid one through the plans", async () => {
    renderGate({ isSignedIn: true });
    const gate = await screen.findByTestId("project-gate");
    const offers = within(gate).getAllByTestId("project-gate-offer");
    expect(offers).toHaveLength(2);
    const activate = within(offers[0]!).getByRole("button", { name: "Activate Free" });
    expect(activate.closest("form")?.getAttribute("method")).toBe("post");
    expect(activate.closest("form")?.getAttribute("action")).toBe(PATH);
    expect(within(offers[1]!).getByRole("link", { name: "Get Basic" }).getAttribute("href")).toBe(
      "/subscription-plan?feature=project_access",
    );
    expect(within(gate).getByText(/free package includes project access/)).toBeTruthy();
    expect(within(gate).queryByTestId("project-gate-sign-in")).toBeNull();
  });

  it("still leads a member to the plans when no package on sale opens projects", async () => {
    renderGate({ isSignedIn: true, offers: [] });
    const gate = await screen.findByTestId("project-gate");
    expect(within(gate).queryByTestId("project-gate-offer")).toBeNull();
    expect(within(gate).getByRole("link", { name: "See packages" }).getAttribute("href")).toBe(
      "/subscription-plan?feature=project_access",
    );
  });

  it.each([
    ["en", "Sign in", "Create an account"],
    ["ar", "تسجيل الدخول", "أنشئ حسابًا"],
  ] as const)(
    "asks a guest to sign in or create an account and come back here (%s)",
    async (language, signIn, register) => {
      renderGate({ isSignedIn: false, language });
      const gate = await screen.findByTestId("project-gate");
      expect(within(gate).queryByTestId("project-gate-offer")).toBeNull();
      const back = (name: string) =>
        new URL(within(gate).getByRole("link", { name }).getAttribute("href") ?? "", "http://x").searchParams;
      expect(back(signIn).get("redirectTo")).toBe(PATH);
      expect(back(register).get("redirectTo")).toBe(PATH);
      expect(back(register).get("tab")).toBe("register");
    },
  );
});
