import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { StatCard } from "./stat-card";

describe("StatCard", () => {
  it("links to the page where the figure is handled, named by its label and value", async () => {
    renderWithProviders(
      <StatCard label="Bank transfers to check" value="3" href="/admin/bank-transfers" attention />,
    );
    const link = await screen.findByRole("link", { name: "Bank transfers to check 3" });
    expect(link.getAttribute("href")).toBe("/admin/bank-transfers");
  });

  it("is plain text without a page to open", async () => {
    renderWithProviders(<StatCard label="Agents" value="12" />);
    expect((await screen.findByTestId("stat-card")).textContent).toBe("Agents 12");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
