import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { useLocale } from "../../../lib/i18n/use-locale";
import { returnPath } from "../checkout-result";
import type { StripeClient, StripeElements } from "../gateway-scripts";
import { loadScript } from "../load-script";

type CardStepProps = {
  scriptUrl: string;
  publicKey: string;
  clientSecret: string;
  transactionId: number;
};

type Phase = "loading" | "ready" | "unavailable" | "paying";

/**
 * The card field, drawn by Stripe.js in its own frame so the card number never touches our pages. Paying sends
 * the browser to Stripe (3-D Secure when the bank asks) and then to the return page, which checks with the API.
 */
export function CardStep({ scriptUrl, publicKey, clientSecret, transactionId }: CardStepProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeClient; elements: StripeElements } | null>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    loadScript(scriptUrl)
      .then(() => {
        if (cancelled || !mountPoint.current || !window.Stripe) throw new Error("Stripe.js is not available");
        const client = window.Stripe(publicKey, { locale });
        const elements = client.elements({ clientSecret, locale });
        const element = elements.create("payment");
        element.mount(mountPoint.current);
        destroy = () => element.destroy();
        stripe.current = { client, elements };
        setPhase("ready");
      })
      .catch(() => {
        if (!cancelled) setPhase("unavailable");
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [scriptUrl, publicKey, clientSecret, locale]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe.current) return;
    setPhase("paying");
    setError(null);
    const { client, elements } = stripe.current;
    const answer = await client
      .confirmPayment({
        elements,
        confirmParams: { return_url: new URL(returnPath(transactionId), window.location.href).href },
      })
      .catch(() => ({ error: { message: undefined } }));
    // Success leaves the page for return_url; coming back here means the card was refused or the call failed.
    if (answer.error) {
      setError(answer.error.message?.trim() || t("checkout.error.payment_failed"));
      setPhase("ready");
    }
  };

  return (
    <form onSubmit={(event) => void pay(event)} className="flex flex-col gap-4" data-testid="card-step">
      <div ref={mountPoint} className="min-h-24" data-testid="card-mount" aria-busy={phase === "loading"} />
      {phase === "loading" ? (
        <p role="status" className="text-sm text-slate-600">
          {t("checkout.card.loading")}
        </p>
      ) : null}
      {phase === "unavailable" ? (
        <p role="alert" className="text-sm text-red-700" data-testid="card-unavailable">
          {t("checkout.card.unavailable")}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="card-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={phase !== "ready"} data-testid="card-pay">
        {phase === "paying" ? t("checkout.card.paying") : t("checkout.card.pay")}
      </Button>
    </form>
  );
}
