import { describe, expect, it } from "vitest";
import { checkoutSettingsFrom, methodKind } from "./checkout-settings";
import { receiptProblem, RECEIPT_MAX_BYTES } from "./receipt-file";

describe("checkout settings", () => {
  it("offers the enabled methods only, never cash, and a bank transfer only with details to transfer to", () => {
    const settings = checkoutSettingsFrom({
      currency: "EGP",
      methods: [
        { method: "stripe", public_key: "pk_test" },
        { method: "cash", public_key: null },
        { method: "bank_transfer", public_key: null },
        { method: "bitcoin", public_key: null },
      ],
      bank_details: [],
    });
    expect(settings.methods).toEqual(["stripe"]);
  });

  it("keeps well-formed bank lines and drops empty ones", () => {
    const settings = checkoutSettingsFrom({
      currency: "EGP",
      methods: [{ method: "bank_transfer", public_key: null }],
      bank_details: [
        { title: " Bank ", value: " CIB " },
        { title: "IBAN", value: "" },
      ],
    });
    expect(settings.methods).toEqual(["bank_transfer"]);
    expect(settings.bankDetails).toEqual([{ title: "Bank", value: "CIB" }]);
  });

  it("reads unreadable settings as no method at all", () => {
    expect(checkoutSettingsFrom(null)).toEqual({ currency: "", methods: [], bankDetails: [] });
  });

  it.each([
    ["stripe", "card"],
    ["razorpay", "razorpay"],
    ["paypal", "hosted"],
    ["paymob", "hosted"],
    ["bank_transfer", "bank"],
  ] as const)("%s is paid as %s", (method, kind) => expect(methodKind(method)).toBe(kind));
});

describe("receipt files", () => {
  it.each([
    [{ name: "receipt.jpg", type: "image/jpeg", size: 1000 }, null],
    [{ name: "receipt.PDF", type: "", size: 1000 }, null],
    [{ name: "receipt.png", type: "image/png", size: RECEIPT_MAX_BYTES }, null],
    [{ name: "receipt.gif", type: "image/gif", size: 1000 }, "checkout.bank.file_type"],
    [{ name: "receipt.docx", type: "", size: 1000 }, "checkout.bank.file_type"],
    [{ name: "receipt.png", type: "image/png", size: RECEIPT_MAX_BYTES + 1 }, "checkout.bank.file_size"],
    [{ name: "receipt.png", type: "image/png", size: 0 }, "checkout.bank.file_empty"],
  ])("%o → %s", (file, problem) => expect(receiptProblem(file)).toBe(problem));
});
