import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import type { BankDetail } from "../checkout-settings";

/**
 * The bank's details as the admin typed them. Each value keeps its own direction (an IBAN inside Arabic text
 * stays left-to-right) and can be copied with one press, since it is retyped into a banking app.
 */
export function BankDetails({ details }: { details: readonly BankDetail[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<number | null>(null);
  const copy = async (index: number, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(index);
    } catch {
      setCopied(null);
    }
  };
  return (
    <section aria-labelledby="bank-details-title" data-testid="bank-details">
      <h3 id="bank-details-title" className="text-sm font-semibold text-slate-800">
        {t("checkout.bank.details_title")}
      </h3>
      <dl className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {details.map((line, index) => (
          <div key={`${line.title}-${index}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
            {/* Inline isolation: the text keeps its own direction, the line keeps the page's alignment. */}
            <dt className="w-full text-xs text-slate-500 sm:w-32">
              <span dir="auto">{line.title}</span>
            </dt>
            <dd className="min-w-0 flex-1 text-sm font-semibold break-words text-slate-900 tabular-nums">
              <span dir="auto">{line.value}</span>
            </dd>
            <dd>
              <button
                type="button"
                onClick={() => void copy(index, line.value)}
                aria-label={t("checkout.bank.copy_label", { title: line.title })}
                className="rounded-lg px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {copied === index ? t("checkout.bank.copied") : t("checkout.bank.copy")}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p className="sr-only" role="status">
        {copied === null ? "" : t("checkout.bank.copied")}
      </p>
    </section>
  );
}
