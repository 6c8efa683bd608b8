import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { RECEIPT_ACCEPT, receiptProblem } from "../receipt-file";
import { sendReceipt, type ReceiptSender } from "../send-receipt";

type ReceiptUploadProps = {
  /** A first receipt starts the bank transfer for a package; a later one goes to the transfer it belongs to. */
  target: { kind: "package"; packageId: number } | { kind: "transaction"; transactionId: number };
  onSubmitted: () => void;
  /** Tests send through a stand-in; the page through XMLHttpRequest. */
  send?: ReceiptSender;
};

/**
 * The receipt of a bank transfer: picked, checked here (JPG, PNG or PDF up to 5 MB; the API checks the bytes
 * again), then sent with a real progress bar. A refusal keeps the form so another file can be chosen.
 */
export function ReceiptUpload({ target, onSubmitted, send = sendReceipt }: ReceiptUploadProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? (receiptProblem(chosen) ? t(receiptProblem(chosen)!) : null) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t("checkout.bank.file_missing"));
      input.current?.focus();
      return;
    }
    const invalid = receiptProblem(file);
    if (invalid) {
      setProblem(t(invalid));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      await send({
        path: target.kind === "package" ? "initiate-bank-transfer" : "upload-bank-receipt-file",
        lang: locale,
        fields:
          target.kind === "package"
            ? { package_id: String(target.packageId) }
            : { payment_transaction_id: String(target.transactionId) },
        file,
        onProgress: setProgress,
      });
      onSubmitted();
    } catch (error) {
      const heading = t(
        target.kind === "package" ? "checkout.bank.initiate_error" : "checkout.bank.upload_error",
      );
      const detail = actionFailureMessage(error, t);
      setProblem(detail && detail !== heading ? `${heading}: ${detail}` : heading);
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3"
      data-testid="receipt-form"
    >
      <div>
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          {t("checkout.bank.receipt_label")}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          name="file"
          accept={RECEIPT_ACCEPT}
          disabled={busy}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
          data-testid="receipt-input"
        />
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {t("checkout.bank.receipt_hint")}
        </p>
      </div>
      {busy ? (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={t("checkout.bank.uploading")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t("checkout.bank.percent", { value: formatNumber(percent, locale) })}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
            data-testid="receipt-progress"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-slate-600">
            {t("checkout.bank.percent", { value: formatNumber(percent, locale) })}
          </p>
        </div>
      ) : null}
      {problem ? (
        <p id={errorId} role="alert" className="text-sm text-red-700" data-testid="receipt-error">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} data-testid="receipt-submit">
        {busy ? t("checkout.bank.uploading") : t("checkout.bank.submit")}
      </Button>
    </form>
  );
}
