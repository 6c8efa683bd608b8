import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { PickedFile } from "../editor-form";
import type { EditorErrors } from "../editor-steps";
import { DOCUMENT_ACCEPT } from "../media-rules";
import { newCertificate, type CertificateRow, type StayFields } from "../stay-form";
import { messageText } from "./editor-context";
import { SingleFileField } from "./single-file-field";
import { RowActions, useFocusOnAdd } from "./stay-parts";

type CertificatesStepProps = {
  stay: StayFields;
  files: Record<string, PickedFile>;
  errors: EditorErrors;
  onChange: (patch: Partial<StayFields>) => void;
  onFile: (rowKey: string, picked: PickedFile | null) => void;
  pickFile: (file: File) => PickedFile;
};

/** The hotel's certificates (licences, classifications, awards): a title, a description and the file itself. */
export function CertificatesStep({ stay, files, errors, onChange, onFile, pickFile }: CertificatesStepProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const certificates = stay.certificates;
  useFocusOnAdd(certificates.length, (index) => `hotelCertificates_${index}_title`);
  const setCertificate = (key: string, patch: Partial<CertificateRow>) =>
    onChange({
      certificates: certificates.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    });
  const listProblem = messageText(errors.hotelCertificates ?? errors.remove_hotel_certificates, t);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t("editor.certificates.intro")}</p>
      {listProblem ? (
        <p className="text-sm font-medium text-red-600" role="alert">
          {listProblem}
        </p>
      ) : null}
      {certificates.length === 0 ? (
        <p className="text-sm text-slate-600">{t("editor.certificates.empty")}</p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {certificates.map((item, index) => {
          const name = t("editor.certificates.certificate", { number: formatNumber(index + 1, locale) });
          const at = (field: string) => messageText(errors[`certificate:${item.key}:${field}`], t);
          return (
            <li
              key={item.key}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4"
              data-testid="certificate-item"
              aria-label={name}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-base font-bold text-slate-900">{name}</h3>
                <RowActions
                  name={name}
                  position={index}
                  count={certificates.length}
                  onRemove={() => {
                    onFile(item.key, null);
                    onChange({ certificates: certificates.filter((other) => other.key !== item.key) });
                  }}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="flex flex-col gap-4">
                  <Input
                    name={`hotelCertificates_${index}_title`}
                    dir="auto"
                    label={t("editor.certificates.title")}
                    value={item.title}
                    error={at("title")}
                    onChange={(event) => setCertificate(item.key, { title: event.target.value })}
                  />
                  <Textarea
                    name={`hotelCertificates_${index}_description`}
                    dir="auto"
                    rows={2}
                    label={t("editor.certificates.description")}
                    value={item.description}
                    onChange={(event) => setCertificate(item.key, { description: event.target.value })}
                  />
                </div>
                <SingleFileField
                  name={`hotelCertificates_${index}_file`}
                  label={t("editor.certificates.file")}
                  hint={t("editor.certificates.file_hint")}
                  accept={DOCUMENT_ACCEPT}
                  picked={files[item.key]}
                  current={item.current_file}
                  isImage={false}
                  error={at("file")}
                  onPick={(file) => onFile(item.key, file ? pickFile(file) : null)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        className="self-start"
        data-testid="add-certificate"
        onClick={() => onChange({ certificates: [...certificates, newCertificate()] })}
      >
        {t("editor.certificates.add")}
      </Button>
    </div>
  );
}
