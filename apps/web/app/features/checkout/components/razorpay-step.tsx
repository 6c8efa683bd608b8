import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { returnPath } from "../checkout-result";
import { loadScript } from "../load-script";

type RazorpayStepProps = { scriptUrl: string; keyId: string; orderId: string; transactionId: number };

/**
 * Razorpay Checkout opens its own window over the page; its signed answer goes to the return page, where the API
 * checks the signature. Closing the window is a cancellation.
 */
export function RazorpayStep({ scriptUrl, keyId, orderId, transactionId }: RazorpayStepProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<"idle" | "opening" | "unavailable">("idle");
  const open = async () => {
    setPhase("opening");
    try {
      await loadScript(scriptUrl);
      if (!window.Razorpay) throw new Error("Razorpay Checkout is not available");
      new window.Razorpay({
        key: keyId,
        order_id: orderId,
        handler: (answer) => {
          const query = new URLSearchParams({
            razorpay_payment_id: answer.razorpay_payment_id,
            razorpay_order_id: answer.razorpay_order_id,
            razorpay_signature: answer.razorpay_signature,
          });
          window.location.assign(`${returnPath(transactionId)}&${query.toString()}`);
        },
        modal: {
          ondismiss: () => window.location.assign(`/payment/cancel?payment_transaction_id=${transactionId}`),
        },
      }).open();
      setPhase("idle");
    } catch {
      setPhase("unavailable");
    }
  };
  return (
    <div className="flex flex-col gap-3" data-testid="razorpay-step">
      {phase === "unavailable" ? (
        <p role="alert" className="text-sm text-red-700">
          {t("checkout.card.unavailable")}
        </p>
      ) : null}
      <Button onClick={() => void open()} disabled={phase === "opening"}>
        {t("checkout.razorpay.open")}
      </Button>
    </div>
  );
}
