import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { NotFoundPage } from "./status-pages";

describe("404 page", () => {
  it("tells English visitors the page is missing and offers a way on", async () => {
    renderWithProviders(<NotFoundPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.getByText("404")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Browse properties" }).getAttribute("href")).toBe("/properties");
  });

  it("speaks Arabic, right to left, with Arabic-Indic digits", async () => {
    renderWithProviders(<NotFoundPage />, { language: "ar" });
    expect(await screen.findByRole("heading", { level: 1, name: "الصفحة غير موجودة" })).toBeTruthy();
    expect(screen.getByText("٤٠٤")).toBeTruthy();
    expect(screen.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" }).getAttribute("href")).toBe("/");
    expect(document.documentElement.dir).toBe("rtl");
  });
});
