import {
  META_DESCRIPTION_MAX_LENGTH,
  META_DESCRIPTION_MIN_LENGTH,
  META_KEYWORDS_MAX_COUNT,
  META_TITLE_MAX_LENGTH,
  metaTitleWarning,
  parseMetaKeywords,
} from "@manzil/domain/validation";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { EditorState, PickedFile } from "../editor-form";
import type { EditorErrors } from "../editor-steps";
import { IMAGE_ACCEPT } from "../media-rules";
import { messageText } from "./editor-context";
import { SingleFileField } from "./single-file-field";

type SeoStepProps = {
  state: EditorState;
  errors: EditorErrors;
  onChange: (patch: Partial<EditorState["fields"]>) => void;
  onMetaImage: (picked: PickedFile | null) => void;
  pickFile: (file: File) => PickedFile;
};

/**
 * A control with its live count under it ("12 / 60", in the page's digits), amber once past what the spec
 * asks, and an optional note (the over-long title warning) at the start of the line.
 */
function Counted({
  children,
  counterId,
  count,
  limit,
  isOff,
  note,
}: {
  children: ReactNode;
  counterId: string;
  count: number;
  limit: string;
  isOff: boolean;
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className="flex flex-col gap-1">
      {children}
      <div className="flex items-start justify-between gap-3">
        {note ?? <span />}
        <span
          data-testid={counterId}
          className={clsx("text-xs tabular-nums", isOff ? "font-semibold text-amber-700" : "text-slate-500")}
        >
          {t("editor.seo.counter", { count: formatNumber(count, locale), limit })}
        </span>
      </div>
    </div>
  );
}

/** Meta title, description and keywords with spec §5's limits counted as the owner types, and the meta image. */
export function SeoStep({ state, errors, onChange, onMetaImage, pickFile }: SeoStepProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { fields, files, existing } = state;
  const n = (value: number) => formatNumber(value, locale);
  const titleWarning = fields.meta_title ? metaTitleWarning(fields.meta_title) : null;
  const descriptionLength = fields.meta_description.trim().length;
  const keywordCount = parseMetaKeywords(fields.meta_keywords).length;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">{t("editor.seo.intro")}</p>
      <Counted
        counterId="meta-title-count"
        count={fields.meta_title.length}
        limit={n(META_TITLE_MAX_LENGTH)}
        isOff={titleWarning !== null}
        note={
          titleWarning ? (
            <p role="status" data-testid="meta-title-warning" className="text-xs font-medium text-amber-700">
              {t(titleWarning)}
            </p>
          ) : null
        }
      >
        <Input
          name="meta_title"
          label={t("editor.fields.meta_title")}
          value={fields.meta_title}
          hint={titleWarning ? undefined : t("editor.seo.title_hint", { max: n(META_TITLE_MAX_LENGTH) })}
          error={messageText(errors.meta_title, t)}
          onChange={(event) => onChange({ meta_title: event.target.value })}
        />
      </Counted>
      <Counted
        counterId="meta-description-count"
        count={descriptionLength}
        limit={`${n(META_DESCRIPTION_MIN_LENGTH)}–${n(META_DESCRIPTION_MAX_LENGTH)}`}
        isOff={
          descriptionLength > 0 &&
          (descriptionLength < META_DESCRIPTION_MIN_LENGTH || descriptionLength > META_DESCRIPTION_MAX_LENGTH)
        }
      >
        <Textarea
          name="meta_description"
          label={t("editor.fields.meta_description")}
          hint={t("editor.seo.description_hint", {
            min: n(META_DESCRIPTION_MIN_LENGTH),
            max: n(META_DESCRIPTION_MAX_LENGTH),
          })}
          value={fields.meta_description}
          error={messageText(errors.meta_description, t)}
          onChange={(event) => onChange({ meta_description: event.target.value })}
        />
      </Counted>
      <Counted
        counterId="meta-keywords-count"
        count={keywordCount}
        limit={n(META_KEYWORDS_MAX_COUNT)}
        isOff={keywordCount > META_KEYWORDS_MAX_COUNT}
      >
        <Input
          name="meta_keywords"
          label={t("editor.fields.meta_keywords")}
          hint={t("editor.seo.keywords_hint", { max: n(META_KEYWORDS_MAX_COUNT) })}
          value={fields.meta_keywords}
          error={messageText(errors.meta_keywords, t)}
          onChange={(event) => onChange({ meta_keywords: event.target.value })}
        />
      </Counted>
      <div className="sm:w-1/2">
        <SingleFileField
          name="meta_image"
          label={t("editor.media.meta_image")}
          hint={t("editor.media.image_hint")}
          accept={IMAGE_ACCEPT}
          picked={files.single.meta_image}
          current={existing.single.meta_image}
          isImage
          error={messageText(errors.meta_image, t)}
          onPick={(file) => onMetaImage(file ? pickFile(file) : null)}
        />
      </div>
    </div>
  );
}
