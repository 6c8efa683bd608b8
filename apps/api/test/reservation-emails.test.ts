import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TRefundApproval } from "@manzil/domain/contracts";
import { formatMoney } from "@manzil/domain/currency";
import { reservations } from "../src/db/schema/reservations.js";
import type { OutboxMessage } from "../src/modules/messaging/outbox.js";
import {
  RESERVATION_EMAIL_RECIPIENTS,
  reservationTemplate,
} from "../src/modules/reservations/reservation-email-templates.js";
import { RESERVATION_EVENTS } from "../src/modules/reservations/reservation-events.js";
import { post } from "./auth-helpers.js";
import { paymobEnv, startPaymobFake } from "./fakes/paymob-fake.js";
import { readOutbox } from "./outbox.js";
import { paymentHarness } from "./payment-harness.js";
import { readPdfLines, squash } from "./pdf-text.js";
import { paidBooking } from "./refund-booking.js";
import { createStays, siteToday, type Stays } from "./stay-fixtures.js";

// Workers on: the e-mails really go through the pg-boss queue, as in production.
const h = paymentHarness({
  method: "paymob",
  startFake: startPaymobFake,
  env: (fake) => ({ ...paymobEnv(fake), JOBS_WORKER: "true", JOBS_POLL_INTERVAL_SECONDS: "0.5" }),
});
let stays: Stays;
let today: string;

beforeAll(async () => {
  stays = await createStays(h.t);
  today = await siteToday(h.t);
});

const booking = (input: { startsInDays?: number } = {}) =>
  paidBooking(h.t, h.fake, stays, { today, ...input });

/** The message of `template` to `to` about the booking `reference`, once the job sent it. */
async function mailAbout(to: string, template: string, reference: string): Promise<OutboxMessage> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = (await readOutbox(h.t.dataDir)).find(
      (m) => m.to === to && m.template === template && m.params.reference === reference,
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${template} to ${to} about ${reference}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function attachedPdf(message: OutboxMessage): Promise<Buffer> {
  const [attachment] = message.attachments ?? [];
  expect(attachment).toMatchObject({
    filename: `${message.params.reference}.pdf`,
    contentType: "application/pdf",
  });
  return readFile(join(h.t.dataDir, "outbox", attachment!.file));
}

const notify = (event: Parameters<typeof h.t.app.services.reservationNotifier>[0]) =>
  h.t.app.services.reservationNotifier(event);

describe("booking e-mails", () => {
  it("a confirmed booking mails the guest its confirmation with the PDF (reference, dates in words, total) and the owner a new booking", async () => {
    const { guest, reservation } = await booking();
    await notify({ kind: "confirmed", reservationId: reservation.id, lang: "en" });
    const mail = await mailAbout(guest.email!, "reservation_confirmed_guest", reservation.reference);
    expect(mail.lang).toBe("en");
    expect(mail.subject).toBe(`Booking confirmed: ${reservation.reference}`);
    const total = formatMoney({ amount: reservation.totalMinor, currency: "EGP" }, "en");
    expect(mail.text).toContain(`Total: ${total}`);
    expect(mail.text).toContain("Fixture Bay Hotel · Double");
    // Dates in words, not ISO: "Fri, Dec 4, 2026".
    const inWords = new Intl.DateTimeFormat("en", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${reservation.checkInDate}T00:00:00Z`));
    expect(mail.text).toContain(inWords);
    expect(mail.text).toContain("Free cancellation with a full refund until");
    const lines = await readPdfLines(await attachedPdf(mail), "ltr");
    expect(lines).toContain(squash(`Reference ${reservation.reference}`));
    expect(lines.some((line) => line.includes(squash(`Total ${total}`)))).toBe(true);

    const owner = await mailAbout(stays.owner.email!, "reservation_confirmed_owner", reservation.reference);
    expect(owner.subject).toBe(`New booking: ${reservation.reference}`);
    expect(owner.attachments).toBeUndefined();
  });

  it("in Arabic when the step was asked in Arabic, the PDF right to left", async () => {
    const { guest, reservation } = await booking();
    await notify({ kind: "confirmed", reservationId: reservation.id, lang: "ar" });
    const mail = await mailAbout(guest.email!, "reservation_confirmed_guest", reservation.reference);
    expect(mail.lang).toBe("ar");
    expect(mail.subject).toBe(`تأكد الحجز: ${reservation.reference}`);
    expect(mail.text).toContain("فندق الخليج");
    expect(mail.html).toContain('dir="rtl"');
    const lines = await readPdfLines(await attachedPdf(mail), "rtl");
    expect(lines.some((line) => line.includes(squash(reservation.reference)))).toBe(true);
    expect(lines.some((line) => line.includes(squash("تأكيد الحجز")))).toBe(true);
  });

  it("a refund request tells the owner; its approval and its rejection tell the guest", async () => {
    const { guest, reservation, payment } = await booking();
    const asked = await post<TRefundApproval>(
      h.t.app,
      "/api/payments/refund-requests",
      { transactionId: payment.id, amount: 500, reason: "One night less" },
      { headers: { authorization: guest.authorization } },
    );
    expect(asked.status).toBe(200);
    const owner = await mailAbout(
      stays.owner.email!,
      "reservation_refund_requested_owner",
      reservation.reference,
    );
    expect(owner.text).toContain(formatMoney({ amount: 50_000, currency: "EGP" }, "en"));
    expect(owner.text).toContain("Reason: One night less");
    expect(owner.text).toContain("/user/refund-approvals");

    await post(
      h.t.app,
      `/api/payments/refund-approvals/${asked.body.data.id}`,
      { status: "approved" },
      { headers: { authorization: stays.owner.authorization } },
    );
    const approved = await mailAbout(
      guest.email!,
      "reservation_refund_approved_guest",
      reservation.reference,
    );
    expect(approved.subject).toBe(`Refund approved: ${reservation.reference}`);
    expect(approved.text).toContain(formatMoney({ amount: 50_000, currency: "EGP" }, "en"));

    const other = await booking();
    const second = await post<TRefundApproval>(
      h.t.app,
      "/api/payments/refund-requests",
      { transactionId: other.payment.id, amount: 100, reason: "x" },
      { headers: { authorization: other.guest.authorization } },
    );
    await post(
      h.t.app,
      `/api/payments/refund-approvals/${second.body.data.id}`,
      { status: "rejected", rejection_reason: "The stay was used" },
      { headers: { authorization: stays.owner.authorization } },
    );
    const rejected = await mailAbout(
      other.guest.email!,
      "reservation_refund_rejected_guest",
      other.reservation.reference,
    );
    expect(rejected.text).toContain("Reason: The stay was used");
  });

  it("every step has its words in both languages for each recipient", async () => {
    for (const lang of ["en", "ar"] as const) {
      const { guest, reservation } = await booking();
      for (const kind of RESERVATION_EVENTS) {
        if (kind === "confirmed") continue; // printed above; keeps Chromium out of this loop
        await notify({ kind, reservationId: reservation.id, lang, refundMinor: 10_000, reason: "Because" });
      }
      for (const kind of RESERVATION_EVENTS) {
        if (kind === "confirmed") continue;
        for (const recipient of RESERVATION_EMAIL_RECIPIENTS[kind]) {
          const to = recipient === "guest" ? guest.email! : stays.owner.email!;
          const mail = await mailAbout(to, reservationTemplate(kind, recipient), reservation.reference);
          expect(mail.lang).toBe(lang);
          // A missing message would show its key.
          expect(mail.subject).not.toContain("reservation_");
          expect(mail.text).not.toMatch(/reservation_|\{\{/);
          if (lang === "ar") expect(mail.text).toMatch(/[\u0621-\u064A]/);
        }
      }
    }
  });

  it("the completed stay tells the guest how far the next loyalty discount is", async () => {
    const { guest, reservation } = await booking();
    await h.t.database.db
      .update(reservations)
      .set({ status: "completed" })
      .where(eq(reservations.id, reservation.id));
    await notify({ kind: "completed", reservationId: reservation.id, lang: "en" });
    const mail = await mailAbout(guest.email!, "reservation_completed_guest", reservation.reference);
    expect(mail.text).toContain("4 more completed stays to your next loyalty discount.");
  });

  it("with Arabic as the site's language, a step no person asked for is mailed in Arabic", async () => {
    const { guest, reservation } = await booking();
    const { settings } = await import("../src/db/schema/content.js");
    const db = h.t.database.db;
    await db.update(settings).set({ value: "ar" }).where(eq(settings.key, "default_language"));
    try {
      await notify({ kind: "reminder", reservationId: reservation.id, lang: null });
      const mail = await mailAbout(guest.email!, "reservation_reminder_guest", reservation.reference);
      expect(mail.lang).toBe("ar");
      expect(mail.subject).toBe("تبدأ إقامتك غدًا: فندق الخليج");
    } finally {
      await db.update(settings).set({ value: "en" }).where(eq(settings.key, "default_language"));
    }
  });
});

describe("GET reservations/{id}/confirmation-pdf", () => {
  it("serves the guest, the listing's owner and admins; anyone else gets 404", async () => {
    const { guest, reservation } = await booking();
    const stranger = await booking();
    const fetch = (authorization: string, lang = "en") =>
      h.t.app.inject({
        method: "GET",
        url: `/api/reservations/${reservation.id}/confirmation-pdf?lang=${lang}`,
        headers: { authorization },
      });
    const mine = await fetch(guest.authorization);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.headers["content-disposition"]).toBe(`attachment; filename="${reservation.reference}.pdf"`);
    expect(await readPdfLines(mine.rawPayload, "ltr")).toContain(
      squash(`Reference ${reservation.reference}`),
    );
    expect((await fetch(stays.owner.authorization)).statusCode).toBe(200);
    expect((await fetch(stays.admin.authorization, "ar")).statusCode).toBe(200);
    expect((await fetch(stays.other.authorization)).statusCode).toBe(404);
    expect((await fetch(stranger.guest.authorization)).statusCode).toBe(404);
  });
});
