import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { LanguageSwitch } from "./language-switch";

describe("LanguageSwitch", () => {
  it("offers both languages, each named in its own language, and marks the current one", async () => {
    renderWithProviders(<LanguageSwitch />, { path: "/properties?page=2" });
    const english = await screen.findByTestId("language-option-en");
    const arabic = screen.getByTestId("language-option-ar");
    expect(english.textContent).toBe("English");
    expect(arabic.textContent).toBe("العربية");
    expect(arabic.getAttribute("lang")).toBe("ar");
    expect(english.getAttribute("aria-pressed")).toBe("true");
    expect(arabic.getAttribute("aria-pressed")).toBe("false");
  });

  it("posts the choice to /set-language with the current page to come back to", async () => {
    renderWithProviders(<LanguageSwitch />, { path: "/properties?page=2", language: "ar" });
    const form = (await screen.findByTestId("language-switch")) as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/set-language");
    expect((form.elements.namedItem("redirectTo") as HTMLInputElement).value).toBe("/properties?page=2");
    const arabic = screen.getByTestId("language-option-ar") as HTMLButtonElement;
    expect(arabic.name).toBe("lang");
    expect(arabic.value).toBe("ar");
    expect(arabic.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("group", { name: "اللغة" })).toBe(form);
  });
});
