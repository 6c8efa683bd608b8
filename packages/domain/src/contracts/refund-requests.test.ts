import { describe, expect, it } from "vitest";
import {
  RefundApprovalsQuery,
  RefundDecisionBody,
  RefundRequestBody,
  ReservationRefundRequestBody,
} from "./reservations.js";

describe("refund request contracts", () => {
  it.each([
    [
      { transactionId: "12", amount: "250.50", reason: " Late " },
      { transactionId: 12, amount: 250.5, reason: "Late" },
    ],
    [
      { transactionId: 3, amount: 1, reason: "x" },
      { transactionId: 3, amount: 1, reason: "x" },
    ],
  ])("the guest's request reads %j", (input, expected) => {
    expect(RefundRequestBody.parse(input)).toMatchObject(expected);
  });

  it.each([
    ["no payment", { amount: 1, reason: "x" }],
    ["a zero amount", { transactionId: 1, amount: 0, reason: "x" }],
    ["a negative amount", { transactionId: 1, amount: -5, reason: "x" }],
    ["no reason", { transactionId: 1, amount: 5, reason: "  " }],
  ])("refuses %s", (_, input) => {
    expect(RefundRequestBody.safeParse(input).success).toBe(false);
  });

  it("on a reservation the payment may be left out", () => {
    expect(ReservationRefundRequestBody.parse({ amount: 10, reason: "x" })).toMatchObject({ amount: 10 });
  });

  it("a decision is approved or rejected, nothing else", () => {
    expect(RefundDecisionBody.parse({ status: "rejected", rejection_reason: "Used" })).toMatchObject({
      status: "rejected",
      rejection_reason: "Used",
    });
    expect(RefundDecisionBody.safeParse({ status: "refunded" }).success).toBe(false);
  });

  it("the queue's status is pending, approved, rejected or all, in any case; blank is the default", () => {
    expect(RefundApprovalsQuery.parse({ status: "ALL", per_page: "100" })).toMatchObject({
      status: "all",
      per_page: 100,
    });
    expect(RefundApprovalsQuery.parse({ status: "" }).status).toBeUndefined();
    expect(RefundApprovalsQuery.safeParse({ status: "open" }).success).toBe(false);
    expect(RefundApprovalsQuery.safeParse({ per_page: "101" }).success).toBe(false);
  });
});
