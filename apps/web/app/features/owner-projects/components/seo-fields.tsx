import {
  META_DESCRIPTION_MAX_LENGTH,
  META_DESCRIPTION_MIN_LENGTH,
  META_KEYWORDS_MAX_COUNT,
  META_TITLE_MAX_LENGTH,
  parseMetaKeywords,
} from "@manzil/domain/validation";
import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { ProjectErrors, ProjectTextValues } from "../project-form";

type SeoFieldsProps = {
  values: Pick<ProjectTextValues, "meta_title" | "meta_description" | "meta_keywords">;
  errors: ProjectErrors;
  onChange: (field: "meta_title" | "meta_description" | "meta_keywords", value: string) => void;
};

/** "12 / 60", live, in the page's digits; amber once outside what spec §5 advises. */
function Counter({ testId, text, isOff }: { testId: string; text: string; isOff: boolean }) {
  return (
    <p
      data-testid={testId}
      aria-live="polite"
      className={clsx(
        "text-end text-xs tabular-nums",
        isOff ? "font-semibold text-amber-700" : "text-slate-500",
      )}
    >
      {text}
    </p>
  );
}

type SeoField = "meta_title" | "meta_description" | "meta_keywords";

/** Meta title, description and keywords with spec §5's limits counted as the owner types. */
export function SeoFields({ values, errors, onChange }: SeoFieldsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const titleLength = values.meta_title.trim().length;
  const descriptionLength = values.meta_description.trim().length;
  const keywordCount = parseMetaKeywords(values.meta_keywords).length;
  const fields: { field: SeoField; hint: string; count: string; isOff: boolean; isLong?: boolean }[] = [
    {
      field: "meta_title",
      hint: t("owner_projects.form.meta_title_hint", { max: n(META_TITLE_MAX_LENGTH) }),
      count: t("owner_projects.form.counter", { count: n(titleLength), limit: n(META_TITLE_MAX_LENGTH) }),
      isOff: titleLength > META_TITLE_MAX_LENGTH,
    },
    {
      field: "meta_description",
      hint: t("owner_projects.form.meta_description_hint", {
        min: n(META_DESCRIPTION_MIN_LENGTH),
        max: n(META_DESCRIPTION_MAX_LENGTH),
      }),
      count: t("owner_projects.form.counter", {
        count: n(descriptionLength),
        limit: n(META_DESCRIPTION_MAX_LENGTH),
      }),
      isOff:
        descriptionLength > 0 &&
        (descriptionLength < META_DESCRIPTION_MIN_LENGTH || descriptionLength > META_DESCRIPTION_MAX_LENGTH),
      isLong: true,
    },
    {
      field: "meta_keywords",
      hint: t("owner_projects.form.meta_keywords_hint", { max: n(META_KEYWORDS_MAX_COUNT) }),
      count: t("owner_projects.form.keyword_counter", {
        count: n(keywordCount),
        limit: n(META_KEYWORDS_MAX_COUNT),
      }),
      isOff: keywordCount > META_KEYWORDS_MAX_COUNT,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      {fields.map(({ field, hint, count, isOff, isLong }) => {
        const Control = isLong ? Textarea : Input;
        return (
          <div key={field} className="flex flex-col gap-1">
            <Control
              id={`project-${field}`}
              name={field}
              data-field={field}
              label={t(`owner_projects.form.${field}`)}
              hint={hint}
              value={values[field]}
              error={errors[field]}
              onChange={(event: { target: { value: string } }) => onChange(field, event.target.value)}
            />
            <Counter testId={`${field.replace("_", "-")}-count`} text={count} isOff={isOff} />
          </div>
        );
      })}
    </div>
  );
}
