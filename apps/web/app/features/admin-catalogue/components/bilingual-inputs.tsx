import { useTranslation } from "../../../lib/i18n/use-translation";
import { Input } from "../../../components/ui/input";

/** One text in both languages, side by side on wide screens: English left to right, Arabic right to left. */
export function BilingualInputs({
  label,
  value,
  onChange,
  errors = {},
  maxLength = 120,
}: {
  label: string;
  value: { en: string; ar: string };
  onChange: (value: { en: string; ar: string }) => void;
  errors?: { en?: string | undefined; ar?: string | undefined };
  maxLength?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label={t("adminCatalogue.in_english", { label })}
        value={value.en}
        dir="ltr"
        lang="en"
        maxLength={maxLength}
        error={errors.en}
        onChange={(event) => onChange({ ...value, en: event.target.value })}
      />
      <Input
        label={t("adminCatalogue.in_arabic", { label })}
        value={value.ar}
        dir="rtl"
        lang="ar"
        maxLength={maxLength}
        error={errors.ar}
        onChange={(event) => onChange({ ...value, ar: event.target.value })}
      />
    </div>
  );
}
