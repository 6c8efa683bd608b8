/**
 * The fields Paymob's HMAC-SHA512 covers on a transaction, in Paymob's order (its "HMAC calculation" guide). The
 * processed callback nests `order.id` and `source_data.*` in `obj`; the browser return flattens them into the query
 * (`order`, `source_data.pan`…). The adapter checks both, and the return contract accepts them.
 */
export const PAYMOB_TRANSACTION_HMAC_FIELDS = [
  "amount_cents",
  "created_at",
  "currency",
  "error_occured",
  "has_parent_transaction",
  "id",
  "integration_id",
  "is_3d_secure",
  "is_auth",
  "is_capture",
  "is_refunded",
  "is_standalone_payment",
  "is_voided",
  "order.id",
  "owner",
  "pending",
  "source_data.pan",
  "source_data.sub_type",
  "source_data.type",
  "success",
] as const;

/** A signed field's name in the browser return's query: `order.id` arrives as `order`, the rest as they are. */
export type TPaymobReturnField =
  Exclude<(typeof PAYMOB_TRANSACTION_HMAC_FIELDS)[number], "order.id"> | "order" | "hmac";

export const PAYMOB_RETURN_FIELDS: readonly TPaymobReturnField[] = [
  ...PAYMOB_TRANSACTION_HMAC_FIELDS.map((field) => (field === "order.id" ? "order" : field)),
  "hmac",
];
