import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { TrendChart } from "./trend-chart";

const points = [
  { date: "2026-11-01", value: 2 },
  { date: "2026-11-02", value: 0 },
  { date: "2026-11-03", value: 5 },
];

const chart = (language: "en" | "ar" = "en") =>
  renderWithProviders(
    <TrendChart
      title="New members per day"
      points={points}
      formatValue={(v) => `#${v}`}
      formatDay={(d) => `day ${d.slice(-2)}`}
      valueHeading="Number"
    />,
    { language },
  );

/** x of each bar by its date, in drawing order. */
function barsByX(figure: HTMLElement) {
  return [...figure.querySelectorAll("rect")]
    .map((rect) => ({
      date: rect.dataset.date,
      x: Number(rect.getAttribute("x")),
      h: Number(rect.getAttribute("height")),
    }))
    .sort((a, b) => a.x - b.x);
}

describe("TrendChart", () => {
  it("states every day's figure in a table for screen readers and hides the drawing", async () => {
    chart();
    const figure = await screen.findByRole("figure", { name: "New members per day" });
    const table = within(figure).getByRole("table", { name: "New members per day" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["DayNumber", "day 01#2", "day 02#0", "day 03#5"]);
    expect(figure.querySelector("svg")!.closest("[aria-hidden='true']")).not.toBeNull();
    expect(within(figure).getByText("#7 in 30 days")).toBeTruthy();
  });

  it("scales bars to the busiest day and keeps a quiet day as a hairline", async () => {
    chart();
    const figure = await screen.findByRole("figure");
    const bars = barsByX(figure);
    const tallest = bars.find((b) => b.date === "2026-11-03")!;
    const quiet = bars.find((b) => b.date === "2026-11-02")!;
    const small = bars.find((b) => b.date === "2026-11-01")!;
    expect(tallest.h).toBeGreaterThan(small.h);
    expect(small.h).toBeCloseTo((tallest.h * 2) / 5, 5);
    expect(quiet.h).toBeLessThan(1);
  });

  it("runs time left to right in English and right to left in Arabic", async () => {
    chart("en");
    const en = barsByX(await screen.findByRole("figure")).map((b) => b.date);
    expect(en).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"]);
    document.body.innerHTML = "";
    chart("ar");
    const ar = barsByX(await screen.findByRole("figure")).map((b) => b.date);
    expect(ar).toEqual(["2026-11-03", "2026-11-02", "2026-11-01"]);
  });
});
