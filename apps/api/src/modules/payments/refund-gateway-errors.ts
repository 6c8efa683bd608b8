import { AppError } from "../../lib/app-error.js";
import { PaymentProviderError, PaymentVerificationError } from "./providers/payment-provider.js";

/**
 * What a gateway's failure during a refund means to the caller: the gateway down (5xx, or no status) → 503, the
 * gateway refusing (4xx, or an answer that did not verify) → 409. Null for an error that is not the gateway's.
 */
export function refundGatewayFailure(error: unknown): AppError | null {
  if (!(error instanceof PaymentProviderError) && !(error instanceof PaymentVerificationError)) return null;
  const status = error instanceof PaymentProviderError ? (error.options.status ?? 503) : 400;
  return status >= 500
    ? new AppError("SERVICE_UNAVAILABLE", { messageKey: "payments.provider_unavailable", cause: error })
    : new AppError("CONFLICT", { messageKey: "payments.refund_refused", cause: error });
}
