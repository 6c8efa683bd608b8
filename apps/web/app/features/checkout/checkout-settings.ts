import { PAYMENT_METHODS, type TPaymentMethod } from "@manzil/domain/payments";

/** One line of the bank's details an admin typed (account name, IBAN…), shown as typed. */
export type BankDetail = { title: string; value: string };

/** What the checkout needs from `get_payment_settings`: the methods a member may choose and the bank's details. */
export type CheckoutSettings = {
  currency: string;
  methods: TPaymentMethod[];
  bankDetails: BankDetail[];
};

/** How a method is paid: a gateway's own page, a card field on ours, Razorpay's Checkout, or a bank receipt. */
export type MethodKind = "hosted" | "card" | "razorpay" | "bank";

export function methodKind(method: TPaymentMethod): MethodKind {
  if (method === "stripe") return "card";
  if (method === "razorpay") return "razorpay";
  if (method === "bank_transfer") return "bank";
  return "hosted";
}

const isMethod = (value: unknown): value is TPaymentMethod =>
  typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value);

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Reads the settings leniently: an unknown method or a malformed bank line is left out rather than breaking the
 * page. Cash is settled in person, never bought online; bank transfer needs details to transfer to.
 */
export function checkoutSettingsFrom(data: unknown): CheckoutSettings {
  const record = (data ?? {}) as Record<string, unknown>;
  const bankDetails = (Array.isArray(record.bank_details) ? record.bank_details : []).flatMap((line) => {
    const { title, value } = (line ?? {}) as Record<string, unknown>;
    return text(title) && text(value) ? [{ title: text(title), value: text(value) }] : [];
  });
  const listed = (Array.isArray(record.methods) ? record.methods : []).map(
    (entry) => ((entry ?? {}) as Record<string, unknown>).method,
  );
  const methods = [...new Set(listed.filter(isMethod))].filter(
    (method) => method !== "cash" && (method !== "bank_transfer" || bankDetails.length > 0),
  );
  return { currency: text(record.currency), methods, bankDetails };
}
