import { clsx } from "clsx";
import { useId, useRef, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { LinkIcon } from "../../../components/icons/icons";
import { FormField } from "../../../components/ui/form-field";
import { RichText, richTextClasses } from "../../content-pages/components/rich-text";
import { applyFormat, FORMATS, type Format } from "../admin-content";

// Short marks for the buttons; their accessible names come from the translations.
const MARKS: Record<Format, ReactNode> = {
  bold: "B",
  italic: "I",
  heading: "H",
  list: "•",
  link: <LinkIcon className="size-4" />,
  quote: "❝",
};

type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The language written here: the textarea and the preview take its direction. */
  lang: "en" | "ar";
  name: string;
  error?: string | undefined;
  rows?: number;
};

/**
 * HTML written in a textarea with a small toolbar, and below it the text exactly as visitors will see it:
 * rendered through the same allow-list (`RichText`), so what the preview drops the site drops too.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  lang,
  name,
  error,
  rows = 12,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const previewId = useId();
  const dir = lang === "ar" ? "rtl" : "ltr";

  const format = (kind: Format) => {
    const element = area.current;
    if (!element) return;
    const next = applyFormat(
      { value, selectionStart: element.selectionStart, selectionEnd: element.selectionEnd },
      kind,
    );
    onChange(next.value);
    // After React has written the new value: the selection lands where the admin types next.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <FormField label={label} error={error} hint={t("adminContent.editor.hint")}>
        {(control) => (
          <div className="overflow-hidden rounded-xl border border-slate-300 bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-600">
            <div
              role="toolbar"
              aria-label={t("adminContent.editor.toolbar", { label })}
              className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1.5"
            >
              {FORMATS.map((kind) => (
                <button
                  key={kind}
                  type="button"
                  onClick={() => format(kind)}
                  aria-label={t(`adminContent.editor.${kind}`)}
                  title={t(`adminContent.editor.${kind}`)}
                  className="min-w-9 rounded-lg px-2 py-1 text-sm font-bold text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span
                    aria-hidden="true"
                    className={clsx("inline-flex justify-center", kind === "italic" && "italic")}
                  >
                    {MARKS[kind]}
                  </span>
                </button>
              ))}
            </div>
            <textarea
              {...control}
              ref={area}
              name={name}
              dir={dir}
              lang={lang}
              rows={rows}
              value={value}
              spellCheck
              onChange={(event) => onChange(event.target.value)}
              className="block w-full resize-y bg-white px-4 py-3 font-mono text-sm text-slate-900 focus:outline-none"
            />
          </div>
        )}
      </FormField>
      <section aria-labelledby={previewId} className="rounded-xl border border-dashed border-slate-300 p-4">
        <h3 id={previewId} className="text-xs font-bold tracking-wide text-slate-500 uppercase">
          {t("adminContent.editor.preview")}
        </h3>
        {value.trim() ? (
          <div dir={dir} lang={lang} className="mt-2">
            <RichText html={value} className={richTextClasses} />
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-500">{t("adminContent.editor.preview_empty")}</p>
        )}
      </section>
    </div>
  );
}
