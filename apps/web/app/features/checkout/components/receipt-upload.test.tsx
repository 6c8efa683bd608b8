import type { Locale } from "@manzil/domain/i18n";
import { textDirection } from "@manzil/domain/i18n";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TEST_SETTINGS, TestProviders } from "../../../../test/render";
import { ApiRequestError } from "../../../lib/api/browser-api";
import type { ReceiptSender } from "../send-receipt";
import { ReceiptUpload } from "./receipt-upload";

function renderUpload({
  language = "en",
  send,
  target = { kind: "package", packageId: 3 },
}: {
  language?: Locale;
  send: ReceiptSender;
  target?: { kind: "package"; packageId: number } | { kind: "transaction"; transactionId: number };
}) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const onSubmitted = vi.fn();
  render(
    <TestProviders language={language} settings={TEST_SETTINGS}>
      <ReceiptUpload target={target} onSubmitted={onSubmitted} send={send} />
    </TestProviders>,
  );
  return { onSubmitted };
}

const file = (name: string, type: string, size: number) => {
  const chosen = new File(["x"], name, { type });
  Object.defineProperty(chosen, "size", { value: size });
  return chosen;
};

describe("bank receipt upload", () => {
  it.each([
    ["en", "Transfer receipt", "photo.gif", "image/gif", 10, "The receipt must be a JPG, PNG or PDF file."],
    [
      "en",
      "Transfer receipt",
      "scan.pdf",
      "application/pdf",
      6 * 1024 * 1024,
      "The receipt must be 5 MB or smaller.",
    ],
    [
      "ar",
      "إيصال التحويل",
      "scan.pdf",
      "application/pdf",
      6 * 1024 * 1024,
      "يجب ألا يتجاوز حجم الإيصال ٥ ميغابايت.",
    ],
  ] as const)(
    "refuses a wrong file before sending it (%s: %s)",
    async (language, label, name, type, size, message) => {
      const user = userEvent.setup({ applyAccept: false });
      const send = vi.fn<ReceiptSender>();
      renderUpload({ language, send });
      await user.upload(screen.getByLabelText(label), file(name, type, size));
      expect((await screen.findByRole("alert")).textContent).toBe(message);
      await user.click(screen.getByTestId("receipt-submit"));
      expect(send).not.toHaveBeenCalled();
    },
  );

  it("asks for a file when none was chosen", async () => {
    const user = userEvent.setup();
    const send = vi.fn<ReceiptSender>();
    renderUpload({ send });
    await user.click(screen.getByRole("button", { name: "Submit receipt" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose the receipt file first.");
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the package and the file, shows the upload's progress, then reports the receipt submitted", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const send = vi.fn<ReceiptSender>(
      ({ onProgress }) =>
        new Promise((resolve) => {
          onProgress(0.4);
          finish = () => resolve({ error: false, message: "ok", data: {} });
        }),
    );
    const { onSubmitted } = renderUpload({ send });
    await user.upload(screen.getByLabelText("Transfer receipt"), file("receipt.png", "image/png", 2048));
    await user.click(screen.getByRole("button", { name: "Submit receipt" }));
    const bar = await screen.findByRole("progressbar", { name: "Uploading receipt…" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(send.mock.calls[0]![0]).toMatchObject({
      path: "initiate-bank-transfer",
      lang: "en",
      fields: { package_id: "3" },
    });
    finish();
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  });

  it.each([
    ["en", "initiate", { kind: "package", packageId: 3 }, "bank transfer initiation error"],
    ["en", "re-upload", { kind: "transaction", transactionId: 9 }, "Receipt upload error"],
    ["ar", "re-upload", { kind: "transaction", transactionId: 9 }, "خطأ في رفع الإيصال"],
  ] as const)("says so when the API refuses the %s … (%s %s)", async (language, _what, target, heading) => {
    const user = userEvent.setup();
    const send = vi.fn<ReceiptSender>(async () => {
      throw new ApiRequestError({ kind: "http", status: 500 });
    });
    const { onSubmitted } = renderUpload({ language, send, target });
    await user.upload(screen.getByTestId("receipt-input"), file("receipt.jpg", "image/jpeg", 2048));
    await user.click(screen.getByTestId("receipt-submit"));
    expect((await screen.findByRole("alert")).textContent).toContain(heading);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(send.mock.calls[0]![0].path).toBe(
      target.kind === "package" ? "initiate-bank-transfer" : "upload-bank-receipt-file",
    );
  });
});
