import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../../config/config.js";
import type { Messaging } from "./messaging.types.js";
import { writeToOutbox } from "./outbox.js";
import { renderEmail, renderSms } from "./templates.js";

/** A Twilio-compatible REST call: POST {base}/Accounts/{sid}/Messages.json with To, From, Body. */
async function sendViaSmsApi(config: AppConfig, to: string, body: string): Promise<string> {
  const url = `${config.SMS_API_URL!.replace(/\/$/, "")}/Accounts/${encodeURIComponent(config.SMS_ACCOUNT_SID ?? "")}/Messages.json`;
  const response = await fetch(url, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${config.SMS_ACCOUNT_SID ?? ""}:${config.SMS_AUTH_TOKEN ?? ""}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ To: to, From: config.SMS_FROM ?? "", Body: body }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  const json = (await response.json().catch(() => ({}))) as { sid?: string };
  return json.sid ?? "sent";
}

export function createMessaging(config: AppConfig, log: FastifyBaseLogger): Messaging {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const outboxDir = join(config.DATA_DIR, "outbox");

  return {
    async sendEmail({ to, template, lang, params, attachments = [] }) {
      const email = renderEmail(template, lang, params);
      if (transport) {
        const info = await transport.sendMail({
          from: config.MAIL_FROM,
          to,
          ...email,
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        });
        return { via: "smtp", id: info.messageId };
      }
      const file = await writeToOutbox(
        outboxDir,
        { channel: "email", to, template, lang, params, ...email, createdAt: new Date().toISOString() },
        attachments,
      );
      log.info(
        { to, template, file: join(outboxDir, file), text: email.text },
        "e-mail written to the outbox (no SMTP_URL)",
      );
      return { via: "outbox", id: file };
    },

    async sendSms({ to, template, lang, params }) {
      const text = renderSms(template, lang, params);
      if (config.SMS_API_URL) return { via: "sms-api", id: await sendViaSmsApi(config, to, text) };
      const file = await writeToOutbox(outboxDir, {
        channel: "sms",
        to,
        template,
        lang,
        params,
        text,
        createdAt: new Date().toISOString(),
      });
      log.info(
        { to, template, file: join(outboxDir, file), text },
        "SMS written to the outbox (no SMS_API_URL)",
      );
      return { via: "outbox", id: file };
    },
  };
}
