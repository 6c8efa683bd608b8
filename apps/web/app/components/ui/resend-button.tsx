import { useEffect, useState, type ButtonHTMLAttributes } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { useHydrated } from "../../lib/i18n/use-hydrated";
import { Button } from "./button";

type ResendButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & {
  /** Seconds to wait from when this button appears; remount it (a new `key`) after each new code. */
  seconds: number;
};

/**
 * "Resend code", disabled with a visible countdown while the API would refuse (60 s between codes).
 * Without JavaScript nothing ticks, so the button stays usable and the API's 429 explains the wait.
 */
export function ResendButton({ seconds, disabled, ...props }: ResendButtonProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [left, setLeft] = useState(Math.max(0, Math.round(seconds)));

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const waiting = hydrated && left > 0;
  return (
    <Button variant="ghost" size="sm" disabled={disabled || waiting} {...props}>
      {waiting ? t("otp.resend_in", { count: left }) : t("otp.resend")}
    </Button>
  );
}
