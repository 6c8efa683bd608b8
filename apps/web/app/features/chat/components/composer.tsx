import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import {
  CloseIcon,
  FileIcon,
  MicIcon,
  PaperclipIcon,
  SendIcon,
  StopIcon,
} from "../../../components/icons/icons";
import { ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { ATTACH_ACCEPT, attachmentProblem } from "../attachment-check";
import { offerPushAfter } from "../../notifications/push/offer-push";
import { sendChatMessage, type Outgoing } from "../chat-api";
import { clockDuration } from "../message-days";
import { useVoiceRecorder } from "../use-voice-recorder";
import type { TChatMessage } from "@manzil/domain/contracts";
import type { ApiSuccess } from "../../../lib/api/envelope";

export type MessageSender = (
  outgoing: Outgoing,
  lang: string,
  onProgress: (share: number) => void,
) => Promise<ApiSuccess<TChatMessage>>;

type ComposerProps = {
  receiverId: number;
  propertyId: number | null;
  onSent: (message: TChatMessage) => void;
  /** Tests pass a fake; the app sends through XMLHttpRequest for the progress bar. */
  send?: MessageSender;
};

const iconButton =
  "grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50";

/**
 * The message box: Enter sends and Shift+Enter starts a line; one picture or PDF may go along (checked for type
 * and size before sending, with the API's own words); a voice note is recorded and sent on stop.
 */
export function Composer({ receiverId, propertyId, onSent, send = sendChatMessage }: ComposerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const problemId = useId();

  const sending = useMutation({
    mutationFn: (outgoing: Outgoing) => {
      setProgress(outgoing.file || outgoing.audio ? 0 : null);
      return send(outgoing, locale, (share) => setProgress(share));
    },
    onSuccess: (answer, outgoing) => {
      onSent(answer.data);
      // Replies come while the member is elsewhere: a sensible moment to offer push (the prompt decides).
      offerPushAfter("chat_message");
      if (!outgoing.audio) {
        setText("");
        setFile(null);
      }
      box.current?.focus();
    },
    onError: (error) => setProblem(sendFailure(error)),
    onSettled: () => setProgress(null),
  });

  const recorder = useVoiceRecorder((note) => {
    setProblem(null);
    sending.mutate({ receiverId, propertyId, text: "", audio: note });
  });

  function sendFailure(error: unknown): string {
    // The API words a 429 itself; the wait is also in retry-after, which we always show.
    if (error instanceof ApiRequestError && error.failure.kind === "http" && error.failure.status === 429)
      return t("chat.composer.too_fast", { seconds: formatNumber(error.retryAfterSeconds ?? 60, locale) });
    return actionFailureMessage(error, t);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending.isPending || (!text.trim() && !file)) return;
    setProblem(null);
    sending.mutate({ receiverId, propertyId, text, ...(file ? { file } : {}) });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while composing Arabic or Japanese with an input method confirms the word, never sends.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function choose(chosen: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    if (!chosen) return;
    const refusal = attachmentProblem(chosen);
    if (refusal) {
      setProblem(t(`chat.composer.${refusal}`));
      return;
    }
    setProblem(null);
    setFile(chosen);
  }

  const percent = Math.round((progress ?? 0) * 100);
  const micProblem =
    recorder.problem === "denied"
      ? t("chat.composer.mic_denied")
      : recorder.problem === "unavailable"
        ? t("chat.composer.mic_unavailable")
        : null;
  const shownProblem = problem ?? micProblem;

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3" data-testid="chat-composer">
      {progress !== null ? (
        <div className="mb-2 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t("chat.composer.sending")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t("chat.composer.percent", { value: formatNumber(percent, locale) })}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
            data-testid="chat-upload-progress"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <span className="text-xs text-slate-600">
            {t("chat.composer.percent", { value: formatNumber(percent, locale) })}
          </span>
        </div>
      ) : null}
      {file ? (
        <p className="mb-2 inline-flex max-w-full items-center gap-2 rounded-lg bg-slate-100 py-1 ps-3 pe-1 text-sm text-slate-700">
          <FileIcon className="size-4" />
          <span className="truncate" dir="auto" data-testid="chat-attachment-name">
            {file.name}
          </span>
          <button
            type="button"
            className="rounded-full p-1 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t("chat.composer.remove_attachment")}
            onClick={() => setFile(null)}
            disabled={sending.isPending}
          >
            <CloseIcon className="size-4" />
          </button>
        </p>
      ) : null}
      {shownProblem ? (
        <p
          id={problemId}
          role="alert"
          className="mb-2 text-sm text-red-700"
          data-testid="chat-composer-error"
        >
          {shownProblem}
        </p>
      ) : null}
      {recorder.recording ? (
        <div className="flex items-center gap-2" data-testid="chat-recorder">
          <span
            className="flex flex-1 items-center gap-2 text-sm font-semibold text-red-700"
            aria-live="polite"
          >
            <span className="size-2.5 animate-pulse rounded-full bg-red-600" aria-hidden />
            {t("chat.composer.recording", { time: clockDuration(recorder.elapsedMs, locale) })}
          </span>
          <button
            type="button"
            className={iconButton}
            aria-label={t("chat.composer.cancel_recording")}
            onClick={recorder.cancel}
          >
            <CloseIcon />
          </button>
          <button
            type="button"
            className={`${iconButton} bg-brand-600 text-white hover:bg-brand-700 hover:text-white`}
            aria-label={t("chat.composer.stop")}
            onClick={recorder.stop}
          >
            <StopIcon />
          </button>
        </div>
      ) : (
        <div className="flex items-end gap-1">
          <input
            ref={fileInput}
            type="file"
            accept={ATTACH_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            data-testid="chat-file-input"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <button
            type="button"
            className={iconButton}
            aria-label={t("chat.composer.attach")}
            onClick={() => fileInput.current?.click()}
            disabled={sending.isPending}
            data-testid="chat-attach"
          >
            <PaperclipIcon />
          </button>
          <label className="sr-only" htmlFor={`${hintId}-box`}>
            {t("chat.composer.label")}
          </label>
          <textarea
            ref={box}
            id={`${hintId}-box`}
            dir="auto"
            rows={1}
            value={text}
            maxLength={5000}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("chat.composer.placeholder")}
            aria-describedby={shownProblem ? `${hintId} ${problemId}` : hintId}
            className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 px-4 py-2.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
            data-testid="chat-input"
          />
          <span id={hintId} className="sr-only">
            {t("chat.composer.hint")}
          </span>
          {text.trim() || file ? (
            <button
              type="submit"
              className={`${iconButton} bg-brand-600 text-white hover:bg-brand-700 hover:text-white`}
              aria-label={t("chat.composer.send")}
              disabled={sending.isPending}
              data-testid="chat-send"
            >
              <SendIcon />
            </button>
          ) : (
            <button
              type="button"
              className={iconButton}
              aria-label={t("chat.composer.record")}
              onClick={recorder.start}
              disabled={sending.isPending}
              data-testid="chat-record"
            >
              <MicIcon />
            </button>
          )}
        </div>
      )}
    </form>
  );
}
