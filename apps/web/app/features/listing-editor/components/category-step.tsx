import type { TCategory } from "@manzil/domain/contracts";
import { rentDurations } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Select } from "../../../components/ui/select";
import { EDITOR_CLASSIFICATIONS, type EditorFields } from "../editor-form";
import { isStay } from "../stay-form";
import type { EditorErrors } from "../editor-steps";
import { messageText } from "./editor-context";

type CategoryStepProps = {
  fields: EditorFields;
  categories: TCategory[];
  errors: EditorErrors;
  onChange: (patch: Partial<EditorFields>) => void;
};

/** Classification, then a category of it (whose parameters make the details form), sale or rent. */
export function CategoryStep({ fields, categories, errors, onChange }: CategoryStepProps) {
  const { t } = useTranslation();
  const ofClassification = categories.filter(
    (category) => String(category.property_classification) === fields.property_classification,
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Select
        name="property_classification"
        label={t("editor.category.classification")}
        value={fields.property_classification}
        error={messageText(errors.property_classification, t)}
        onChange={(event) => {
          const classification = event.target.value;
          // Stays are let by the night: no sale or rent choice to make.
          onChange({
            property_classification: classification,
            category_id: "",
            ...(isStay(classification) ? { property_type: "rent", rentduration: "daily" } : {}),
          });
        }}
      >
        <option value="">{t("editor.choose")}</option>
        {EDITOR_CLASSIFICATIONS.map((classification) => (
          <option key={classification} value={classification}>
            {t(`editor.classification.${classification}`)}
          </option>
        ))}
      </Select>
      <Select
        name="category_id"
        label={t("editor.category.category")}
        value={fields.category_id}
        disabled={fields.property_classification === ""}
        hint={
          fields.property_classification === "" ? t("editor.category.choose_classification_first") : undefined
        }
        error={messageText(errors.category_id, t)}
        onChange={(event) => onChange({ category_id: event.target.value })}
      >
        <option value="">{t("editor.choose")}</option>
        {ofClassification.map((category) => (
          <option key={category.id} value={category.id}>
            {category.category}
          </option>
        ))}
      </Select>
      {isStay(fields.property_classification) ? (
        <p className="text-sm text-slate-600 sm:col-span-2" data-testid="stay-explainer">
          {t(`editor.category.stay_hint_${fields.property_classification}`)}
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">{t("editor.category.purpose")}</legend>
          <div className="flex gap-4">
            {(["sell", "rent"] as const).map((type) => (
              <label key={type} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="property_type"
                  value={type}
                  checked={fields.property_type === type}
                  onChange={() => onChange({ property_type: type })}
                  className="size-4 accent-brand-700"
                />
                {t(`editor.category.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {fields.property_type === "rent" && !isStay(fields.property_classification) ? (
        <Select
          name="rentduration"
          label={t("editor.category.rent_duration")}
          value={fields.rentduration}
          error={messageText(errors.rentduration, t)}
          onChange={(event) => onChange({ rentduration: event.target.value as EditorFields["rentduration"] })}
        >
          <option value="">{t("editor.choose")}</option>
          {rentDurations.map((duration) => (
            <option key={duration} value={duration}>
              {t(`editor.rent_duration.${duration}`)}
            </option>
          ))}
        </Select>
      ) : null}
    </div>
  );
}
