import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { Gallery } from "./gallery";

const images = [1, 2, 3].map((n) => ({ id: n, url: `https://x/${n}.webp` }));

describe("Gallery", () => {
  it("opens a full-screen viewer whose arrow keys follow the reading direction, and Escape returns focus", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gallery images={images} title="فيلا" />, { language: "ar" });

    const open = await screen.findByTestId("gallery-fullscreen");
    await user.click(open);
    const viewer = await screen.findByRole("dialog", { name: "صور فيلا" });
    const counter = () => within(viewer).getByText(/\/ ٣$/).textContent;
    expect(counter()).toBe("١ / ٣");

    // In Arabic the next photo lies to the left.
    await user.keyboard("{ArrowLeft}");
    expect(counter()).toBe("٢ / ٣");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(counter()).toBe("٣ / ٣");
    expect(within(viewer).getByRole("img").getAttribute("src")).toBe("https://x/3.webp");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it("lets thumbnails in the viewer pick a photo and swipes step through them on touch screens", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gallery images={images} title="Villa" />);
    await user.click(await screen.findByTestId("gallery-fullscreen"));
    const viewer = await screen.findByRole("dialog");
    await user.click(within(viewer).getByRole("button", { name: "Photo 3 of 3" }));
    expect(within(viewer).getByText("3 / 3")).toBeTruthy();

    const photo = within(viewer).getByRole("img", { name: "Villa – Photo 3 of 3" }).parentElement!;
    fireEvent.pointerDown(photo, { pointerType: "touch", clientX: 300, clientY: 100 });
    fireEvent.pointerUp(photo, { pointerType: "touch", clientX: 150, clientY: 110 });
    // A leftward swipe in English shows the next photo, wrapping to the first.
    expect(within(viewer).getByText("1 / 3")).toBeTruthy();
  });
});
