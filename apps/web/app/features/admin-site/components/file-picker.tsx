import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { FileFace } from "../../../components/ui/file-face";
import { FormField } from "../../../components/ui/form-field";

/**
 * A file input with its label, hint and error tied to it (reachable with Tab, opened with Enter or Space), under a
 * face worded in the page's language.
 */
export function FilePicker({
  label,
  hint,
  error,
  accept,
  name,
  disabled,
  onChoose,
}: {
  label: string;
  hint: string;
  error?: string | undefined;
  accept: string;
  name: string;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="file"
            name={name}
            accept={accept}
            disabled={disabled}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              setChosen(file?.name ?? null);
              onChoose(file);
            }}
            className="peer absolute inset-0 size-full cursor-pointer opacity-0"
          />
          <FileFace
            action={t("adminSite.choose_file")}
            fileName={chosen ?? t("adminSite.no_file")}
            error={error}
          />
        </div>
      )}
    </FormField>
  );
}
