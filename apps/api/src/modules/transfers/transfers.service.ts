import type { TSendMoneyBody, TStartedPaymentReply } from "@manzil/domain/contracts";
import { formatMoney } from "@manzil/domain/currency";
import { minorUnitExponent, parseExactDecimal, toMinorUnits } from "@manzil/domain/money";
import type { TPaymentMethod } from "@manzil/domain/payments";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { translatorFor, type Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { PaymentsService } from "../payments/payments.service.js";
import { activeMember } from "./transfers.repository.js";

/** Methods that settle without a person in between; a transfer never waits for a bank receipt or cash. */
const OFFLINE_METHODS: ReadonlySet<TPaymentMethod> = new Set(["bank_transfer", "cash"]);

/** Where the gateway sends the sender back: their payments list, which shows the transfer's state. */
const RETURN_PATH = "/user/transaction-history";

function refuse(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", { fields: { [field]: [message] } });
}

/**
 * `send-money` (spec §7): a member pays another member. Unlike a package, the amount is the sender's choice; it
 * is still the server that reads it (exactly, in the site's currency) and bounds it by `maxMinor`. The ledger row
 * (purpose `transfer`, purpose_id and recipient_user_id = the recipient) then follows the normal payment path.
 */
export function createTransfersService(
  db: Database,
  deps: { payments: PaymentsService; currencyCode: () => Promise<string>; maxMinor: number },
) {
  /** The amount in minor units, or a field error: > 0, no more decimals than the currency has, ≤ the cap. */
  function amountMinorOf(amount: number | string, currency: string, lang: Language): number {
    const t = translatorFor(lang);
    const decimals = minorUnitExponent(currency);
    let minor: number;
    try {
      if (parseExactDecimal(amount).scale > decimals) throw new RangeError("too many decimals");
      minor = toMinorUnits(amount, currency);
    } catch {
      minor = 0;
    }
    if (!(minor > 0)) throw refuse("amount", t("transfers.amount_invalid", { decimals }));
    if (minor > deps.maxMinor) {
      const max = formatMoney({ amount: deps.maxMinor, currency }, lang);
      throw refuse("amount", t("transfers.amount_too_large", { max }));
    }
    return minor;
  }

  return {
    async send(input: {
      viewer: Viewer;
      body: TSendMoneyBody;
      lang: Language;
      now: Date;
    }): Promise<TStartedPaymentReply> {
      const { viewer, body, lang } = input;
      if (OFFLINE_METHODS.has(body.payment_method))
        throw refuse("payment_method", "transfers.method_not_online");
      if (body.recipient_id === viewer.id) throw refuse("recipient_id", "transfers.not_to_yourself");
      const currency = await deps.currencyCode();
      const amountMinor = amountMinorOf(body.amount, currency, lang);
      const recipient = await activeMember(db, body.recipient_id);
      if (!recipient) throw refuse("recipient_id", "transfers.recipient_not_found");
      return deps.payments.startForPurposeReply({
        viewer,
        method: body.payment_method,
        lang,
        now: input.now,
        purpose: "transfer",
        purposeId: recipient.id,
        recipientUserId: recipient.id,
        amountMinor,
        currency,
        description: translatorFor(lang)("transfers.title_to", { name: recipient.name }),
        returnPath: RETURN_PATH,
      });
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
