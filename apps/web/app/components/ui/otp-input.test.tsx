import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { OtpInput } from "./otp-input";

async function renderOtp(language: "en" | "ar" = "en") {
  const onComplete = vi.fn();
  const view = renderWithProviders(<OtpInput name="otp" label="Code" onComplete={onComplete} />, {
    language,
  });
  const group = await screen.findByTestId("otp-input");
  const boxes = [...group.querySelectorAll("input")];
  const hidden = view.container.querySelector<HTMLInputElement>('input[type="hidden"][name="otp"]')!;
  return { boxes, hidden, group, onComplete };
}

const valuesOf = (boxes: HTMLInputElement[]) => boxes.map((box) => box.value).join("|");

describe("OtpInput", () => {
  it("is six numeric boxes named for the one-time-code autofill, in English and Arabic", async () => {
    const { boxes } = await renderOtp("en");
    expect(boxes).toHaveLength(6);
    expect(boxes[0]!.getAttribute("autocomplete")).toBe("one-time-code");
    expect(boxes.every((box) => box.inputMode === "numeric")).toBe(true);
    expect(boxes[0]!.getAttribute("aria-label")).toBe("Digit 1 of 6");
  });

  it("labels each box in Arabic with Arabic-Indic digits", async () => {
    const { boxes } = await renderOtp("ar");
    expect(boxes[5]!.getAttribute("aria-label")).toBe("الرقم ٦ من ٦");
  });

  it("moves on as digits are typed, ignores letters and posts the whole code", async () => {
    const user = userEvent.setup();
    const { boxes, hidden, onComplete } = await renderOtp();
    await user.click(boxes[0]!);
    await user.keyboard("12a3456");
    expect(valuesOf(boxes)).toBe("1|2|3|4|5|6");
    expect(hidden.value).toBe("123456");
    expect(onComplete).toHaveBeenCalledWith("123456");
  });

  it("accepts digits typed on an Arabic keyboard", async () => {
    const user = userEvent.setup();
    const { boxes, hidden } = await renderOtp("ar");
    await user.click(boxes[0]!);
    await user.keyboard("٤٠٧");
    expect(hidden.value).toBe("407");
    expect(document.activeElement).toBe(boxes[3]);
  });

  it("fills every box from a pasted code, whatever box has focus and whatever separates the digits", async () => {
    const user = userEvent.setup();
    const { boxes, hidden, onComplete } = await renderOtp();
    await user.click(boxes[3]!);
    await user.paste("Your code: 98 76 54");
    expect(valuesOf(boxes)).toBe("9|8|7|6|5|4");
    expect(hidden.value).toBe("987654");
    expect(onComplete).toHaveBeenCalledWith("987654");
  });

  it("takes a code autofilled into the first box (SMS one-time-code)", async () => {
    const { boxes, hidden } = await renderOtp();
    fireEvent.change(boxes[0]!, { target: { value: "246810" } });
    expect(hidden.value).toBe("246810");
  });

  it("Backspace clears the box, then on an empty box goes back and clears that one", async () => {
    const user = userEvent.setup();
    const { boxes, hidden } = await renderOtp();
    await user.click(boxes[0]!);
    await user.keyboard("1234");
    expect(document.activeElement).toBe(boxes[4]);
    await user.keyboard("{Backspace}");
    expect(document.activeElement).toBe(boxes[3]);
    expect(hidden.value).toBe("123");
    await user.keyboard("{Backspace}{Backspace}");
    expect(hidden.value).toBe("1");
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard("9");
    expect(hidden.value).toBe("19");
  });

  it("keeps the code's left-to-right order on an Arabic page, with arrows moving the way they point", async () => {
    const user = userEvent.setup();
    const { boxes, group, hidden } = await renderOtp("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(group.getAttribute("dir")).toBe("ltr");
    await user.click(boxes[0]!);
    await user.keyboard("123");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard("7");
    expect(hidden.value).toBe("173");
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard("{ArrowRight}{End}");
    expect(document.activeElement).toBe(boxes[5]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(boxes[0]);
  });
});
