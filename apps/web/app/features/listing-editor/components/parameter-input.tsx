import type { TCategory } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { PickedFile } from "../editor-form";
import { DOCUMENT_ACCEPT } from "../media-rules";
import { SingleFileField } from "./single-file-field";

type Definition = TCategory["parameter_types"][number];

type ParameterInputProps = {
  definition: Definition;
  value: string | string[] | undefined;
  file: PickedFile | undefined;
  error: string | undefined;
  onChange: (value: string | string[]) => void;
  onFile: (file: File | null) => void;
};

/** One of the category's parameters, as the control its type calls for; choices are sent as stored (English). */
export function ParameterInput({ definition, value, file, error, onChange, onFile }: ParameterInputProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const label =
    definition.is_required === 1 ? t("editor.required_label", { label: definition.name }) : definition.name;
  const text = Array.isArray(value) ? value.join(",") : (value ?? "");
  const optionLabel = (option: { value: string; value_ar: string }) =>
    locale === "ar" && option.value_ar ? option.value_ar : option.value;
  const name = `parameter_${definition.id}`;
  switch (definition.type_of_parameter) {
    case "number":
      return (
        <Input
          name={name}
          label={label}
          inputMode="decimal"
          dir="ltr"
          value={text}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "textarea":
      return (
        <Textarea
          name={name}
          label={label}
          value={text}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "dropdown":
      return (
        <Select
          name={name}
          label={label}
          value={text}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t("editor.choose")}</option>
          {definition.options.map((option) => (
            <option key={option.value} value={option.value}>
              {optionLabel(option)}
            </option>
          ))}
        </Select>
      );
    case "radiobutton":
    case "checkbox": {
      const isCheckbox = definition.type_of_parameter === "checkbox";
      const chosen = Array.isArray(value) ? value : text ? [text] : [];
      return (
        <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
          <legend className="text-sm font-medium text-slate-700">{label}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {definition.options.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type={isCheckbox ? "checkbox" : "radio"}
                  name={name}
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  className="size-4 accent-brand-700"
                  onChange={(event) => {
                    if (!isCheckbox) return onChange(option.value);
                    onChange(
                      event.target.checked
                        ? [...chosen, option.value]
                        : chosen.filter((other) => other !== option.value),
                    );
                  }}
                />
                {optionLabel(option)}
              </label>
            ))}
          </div>
          {error ? <p className="text-xs font-medium text-red-600">{error}</p> : null}
        </fieldset>
      );
    }
    case "file":
      return (
        <SingleFileField
          name={name}
          label={label}
          accept={DOCUMENT_ACCEPT}
          picked={file}
          isImage={false}
          error={error}
          onPick={onFile}
        />
      );
    default:
      return (
        <Input
          name={name}
          label={label}
          value={text}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
