import { clsx } from "clsx";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { digitsOnly } from "../../lib/format/digits";
import { useHydrated } from "../../lib/i18n/use-hydrated";

export const OTP_LENGTH = 6;

type OtpInputProps = {
  /** Name of the hidden field that carries the whole code in form posts (`otp`). */
  name: string;
  label: ReactNode;
  error?: ReactNode;
  /**
   * Move focus to the first box when the boxes appear: a code step replaces the form that had focus,
   * and typing the code is the only thing to do there.
   */
  focusOnMount?: boolean;
  disabled?: boolean;
  onChange?: (code: string) => void;
  /** Called when the last box is filled (typed, pasted or autofilled). */
  onComplete?: (code: string) => void;
};

const empty = () => Array.from({ length: OTP_LENGTH }, () => "");

/**
 * A one-time code as six boxes. Typing a digit moves on, Backspace on an empty box goes back, a pasted or
 * autofilled code (`autocomplete="one-time-code"`) fills every box, Arabic-Indic digits count as digits.
 * A code reads left to right in both languages (like a phone number), so the boxes are laid out LTR and
 * the arrow keys move the way they point, also on Arabic pages. Without JavaScript (before hydration)
 * it is one plain field with the same name.
 */
export function OtpInput({
  name,
  label,
  error,
  focusOnMount,
  disabled,
  onChange,
  onComplete,
}: OtpInputProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [digits, setDigits] = useState<string[]>(empty);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (focusOnMount && hydrated) boxes.current[0]?.focus();
  }, [focusOnMount, hydrated]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    setDigits(next);
    const code = next.join("");
    onChange?.(code);
    if (next.every((digit) => digit !== "")) onComplete?.(code);
  };

  /** Writes `typed` from box `start` on; returns the box to focus next. */
  const fillFrom = (start: number, typed: string): number => {
    const next = [...digits];
    const chars = typed.slice(0, OTP_LENGTH - start).split("");
    chars.forEach((char, offset) => {
      next[start + offset] = char;
    });
    commit(next);
    return start + chars.length;
  };

  const onBoxChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = digitsOnly(event.target.value);
    if (typed === "") {
      commit(digits.map((digit, i) => (i === index ? "" : digit)));
      return;
    }
    const previous = digits[index] ?? "";
    let single: string | null = typed.length === 1 ? typed : null;
    // The caret sat beside the old digit, so the box holds old and new: keep the new one.
    if (typed.length === 2 && previous !== "" && typed.includes(previous)) {
      single = typed.replace(previous, "") || previous;
    }
    if (single !== null) {
      fillFrom(index, single);
      focusBox(index + 1);
      return;
    }
    // Several digits at once: an autofilled or pasted code. A whole code always starts at the first box.
    const start = typed.length >= OTP_LENGTH ? 0 : index;
    focusBox(fillFrom(start, typed));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "Backspace":
        event.preventDefault();
        if (digits[index]) {
          commit(digits.map((digit, i) => (i === index ? "" : digit)));
        } else if (index > 0) {
          commit(digits.map((digit, i) => (i === index - 1 ? "" : digit)));
          focusBox(index - 1);
        }
        return;
      case "Delete":
        event.preventDefault();
        commit(digits.map((digit, i) => (i === index ? "" : digit)));
        return;
      case "ArrowLeft":
        event.preventDefault();
        focusBox(index - 1);
        return;
      case "ArrowRight":
        event.preventDefault();
        focusBox(index + 1);
        return;
      case "Home":
        event.preventDefault();
        focusBox(0);
        return;
      case "End":
        event.preventDefault();
        focusBox(OTP_LENGTH - 1);
        return;
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOnly(event.clipboardData.getData("text"));
    if (pasted === "") return;
    const start = pasted.length >= OTP_LENGTH ? 0 : index;
    focusBox(fillFrom(start, pasted));
  };

  if (!hydrated) {
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-single`} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          id={`${id}-single`}
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9\u0660-\u0669]*"
          maxLength={OTP_LENGTH}
          dir="ltr"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-center text-xl tracking-[0.5em] focus:outline-2 focus:outline-brand-600"
        />
        {error ? (
          <p id={errorId} className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        dir="ltr"
        data-testid="otp-input"
        className="flex justify-center gap-2 sm:gap-3"
      >
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            onChange={onBoxChange(index)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            disabled={disabled}
            aria-label={t("otp.digit", { n: index + 1, total: OTP_LENGTH })}
            aria-invalid={error ? true : undefined}
            className={clsx(
              "size-11 rounded-xl border bg-white text-center text-xl font-bold text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 sm:size-12",
              error ? "border-red-500" : "border-slate-300",
            )}
          />
        ))}
      </div>
      <input type="hidden" name={name} value={digits.join("")} />
      {error ? (
        <p id={errorId} className="text-center text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
