import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import type { HomeShelf } from "../home-shelves";
import { HomeSection } from "./home-section";

const pendingAgents = {
  id: 7,
  type: "agents_list_section",
  title: "Top Agents",
  data: [],
  pending: true,
} as HomeShelf;

describe("a home section the server left for after hydration", () => {
  it.each([
    ["en", "Loading…"],
    ["ar", "جارٍ التحميل…"],
  ] as const)("keeps its heading and 'view all' over a busy space (%s)", async (language, loading) => {
    renderWithProviders(<HomeSection section={pendingAgents} first={false} timeZone="UTC" />, { language });
    const section = await screen.findByRole("region", { name: "Top Agents" });
    expect(within(section).getByRole("link").getAttribute("href")).toBe("/agents");
    const space = section.querySelector("[aria-busy=true]");
    expect(space?.className).toBe("home-section-pending");
    expect(space?.textContent).toBe(loading);
  });

  it("shows its cards once they are loaded", async () => {
    const loaded = {
      ...pendingAgents,
      pending: undefined,
      data: [
        { id: 3, name: "Omar Al Otaibi", slug_id: "omar", profile: "", property_count: 4, is_verified: true },
      ],
    } as unknown as HomeShelf;
    renderWithProviders(<HomeSection section={loaded} first={false} timeZone="UTC" />);
    const section = await screen.findByRole("region", { name: "Top Agents" });
    expect(section.querySelector("[aria-busy=true]")).toBeNull();
    expect(within(section).getByText("Omar Al Otaibi")).toBeTruthy();
  });
});
