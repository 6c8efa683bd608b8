import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AdminNav, adminPages, currentAdminPage } from "./admin-nav";

describe("the admin console's navigation", () => {
  it("lists every page once, under the job it belongs to, and marks the current one", async () => {
    renderWithProviders(<AdminNav />, { path: "/admin/users/42" });
    const [moderation] = await screen.findAllByRole("list", { name: "Moderation" });
    expect(
      within(moderation!)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/admin/review", "/admin/verification", "/admin/reports", "/admin/advertisements"]);
    expect(new Set(adminPages.map((page) => page.href)).size).toBe(adminPages.length);
    // A user's own page belongs to Users: the phone menu's button names it.
    expect(screen.getByTestId("admin-nav-menu").querySelector("summary")?.textContent).toBe(
      "Admin console: Users",
    );
  });

  it("names the groups in Arabic", async () => {
    renderWithProviders(<AdminNav />, { path: "/admin/faqs", language: "ar" });
    expect(await screen.findAllByRole("list", { name: "المحتوى" })).not.toHaveLength(0);
    expect(currentAdminPage("/admin/catalogue/categories/3")?.href).toBe("/admin/catalogue");
    expect(currentAdminPage("/somewhere")).toBeUndefined();
  });
});
