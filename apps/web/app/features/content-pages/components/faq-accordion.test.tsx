import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { FaqAccordion } from "./faq-accordion";

const items = [
  { id: 1, question: "How do I list a property?", answer: "Sign in and choose Add property." },
  { id: 2, question: "Is listing free?", answer: "Your first listings are free." },
  { id: 3, question: "How do I book a stay?", answer: "Pick dates and pay online." },
];

describe("FaqAccordion", () => {
  it("opens and closes an answer with Enter and Space, announcing the state", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={items} />);
    const first = await screen.findByRole("button", { name: "How do I list a property?" });
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "How do I list a property?" })).toBeNull();

    first.focus();
    await user.keyboard("{Enter}");
    expect(first.getAttribute("aria-expanded")).toBe("true");
    const answer = screen.getByRole("region", { name: "How do I list a property?" });
    expect(answer.textContent).toBe("Sign in and choose Add property.");
    expect(first.getAttribute("aria-controls")).toBe(answer.id);

    await user.keyboard(" ");
    expect(first.getAttribute("aria-expanded")).toBe("false");
  });

  it("moves between questions with the arrow keys, Home and End, wrapping at the ends", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={items} />);
    const [first, second, third] = await screen.findAllByRole("button");
    first!.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(second);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(third);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(first);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(third);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(first);
  });

  it("keeps every answer in the page for search engines, hidden until opened, in Arabic too", async () => {
    renderWithProviders(
      <FaqAccordion items={[{ id: 9, question: "هل الإعلان مجاني؟", answer: "أول إعلاناتك مجانية." }]} />,
      {
        language: "ar",
      },
    );
    const accordion = await screen.findByTestId("faq-accordion");
    expect(accordion.textContent).toContain("أول إعلاناتك مجانية.");
    expect(screen.getByRole("button", { name: "هل الإعلان مجاني؟" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });
});
