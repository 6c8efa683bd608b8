import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { RatingSummary } from "./rating-summary";

describe("RatingSummary", () => {
  it("reads the average and the number of guests as one sentence, in both languages", async () => {
    renderWithProviders(<RatingSummary average={4.25} count={1} large />);
    expect((await screen.findByRole("img")).getAttribute("aria-label")).toBe(
      "Rated 4.3 out of 5 by one guest",
    );
  });

  it("uses Arabic digits and the Arabic plural", async () => {
    renderWithProviders(<RatingSummary average={3.5} count={3} />, { language: "ar" });
    const rating = await screen.findByRole("img");
    expect(rating.getAttribute("aria-label")).toBe("التقييم ٣٫٥ من ٥ من ٣ ضيوف");
    expect(rating.textContent).toBe("٣٫٥ (٣)");
  });

  it("says nothing before anyone has rated", () => {
    const { container } = renderWithProviders(<RatingSummary average={null} count={0} />);
    expect(container.querySelector("[data-testid=card-rating]")).toBeNull();
  });
});
