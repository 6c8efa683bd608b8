import { useTranslation } from "../../../lib/i18n/use-translation";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import type { EditorFields } from "../editor-form";
import type { EditorErrors } from "../editor-steps";
import { messageText } from "./editor-context";

type BilingualName = "title" | "description" | "area_description" | "address";

/**
 * The English and Arabic versions of one text side by side, each written in its own direction whatever the
 * page's language, so the owner sees both as visitors will.
 */
export function BilingualField({
  name,
  fields,
  errors,
  multiline = false,
  onChange,
}: {
  name: BilingualName;
  fields: EditorFields;
  errors: EditorErrors;
  multiline?: boolean;
  onChange: (patch: Partial<EditorFields>) => void;
}) {
  const { t } = useTranslation();
  const arabic = `${name}_ar` as const;
  const Control = multiline ? Textarea : Input;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Control
        name={name}
        lang="en"
        dir="ltr"
        label={t(`editor.fields.${name}`)}
        value={fields[name]}
        error={messageText(errors[name], t)}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
      <Control
        name={arabic}
        lang="ar"
        dir="rtl"
        label={t(`editor.fields.${arabic}`)}
        value={fields[arabic]}
        error={messageText(errors[arabic], t)}
        onChange={(event) => onChange({ [arabic]: event.target.value })}
      />
    </div>
  );
}
