import { clsx } from "clsx";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { SITE_IMAGE_KINDS, type TAdminSiteImages, type TSiteImageKind } from "@manzil/domain/contracts";
import { Button } from "../../../components/ui/button";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { ADMIN_IMAGES_KEY, fieldErrorOf } from "../admin-site";
import { useFileForm } from "../use-file-form";
import { FilePicker } from "./file-picker";
import { SectionCard } from "./section-card";

/** The site's logos, placeholders and favicon: what is shown now, and a new file for each. */
export function SiteImagesSection() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const images = useQuery({
    queryKey: [ADMIN_IMAGES_KEY, locale],
    queryFn: () => apiGet<TAdminSiteImages>(ADMIN_IMAGES_KEY, { lang: locale }),
  });
  return (
    <SectionCard
      id="images"
      title={t("adminSite.images.title")}
      lead={t("adminSite.images.lead")}
      query={images}
    >
      {(urls) => (
        <ul className="grid gap-4 sm:grid-cols-2">
          {SITE_IMAGE_KINDS.map((kind) => (
            <li
              key={kind}
              className="min-w-0 rounded-xl border border-slate-200 p-4"
              data-testid={`image-${kind}`}
            >
              <ImageUpload kind={kind} url={urls[kind]} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ImageUpload({ kind, url }: { kind: TSiteImageKind; url: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const chosen = useFileForm();
  const upload = useMutation({
    mutationFn: (form: FormData) => apiPost<TAdminSiteImages>(ADMIN_IMAGES_KEY, form, { lang: locale }),
    onSuccess: (answer) => {
      queryClient.setQueryData([ADMIN_IMAGES_KEY, locale], answer);
      toast.success(answer.message);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
  });
  const label = t(`adminSite.images.kind.${kind}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = chosen.formWith({ kind });
    if (form) upload.mutate(form);
  };
  const favicon = kind === "web_favicon";
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-3">
      <h3 className="font-semibold text-slate-900">{label}</h3>
      {/* The footer logo is drawn for the dark footer, so it is previewed on the footer's colour. */}
      <div
        className={clsx(
          "flex h-24 items-center justify-center rounded-lg p-2",
          kind === "web_footer_logo" ? "bg-slate-950" : "bg-slate-100",
        )}
      >
        {url ? (
          <img
            src={url}
            alt={t("adminSite.images.current", { name: label })}
            className={favicon ? "size-12 object-contain" : "max-h-full max-w-full object-contain"}
          />
        ) : (
          <span className="text-sm text-slate-500">{t("adminSite.images.none")}</span>
        )}
      </div>
      <FilePicker
        name="file"
        label={t("adminSite.images.choose", { name: label })}
        hint={t(favicon ? "adminSite.images.favicon_hint" : "adminSite.images.hint")}
        accept="image/png,image/jpeg,image/webp"
        error={chosen.missing ? t("adminSite.images.choose_file") : fieldErrorOf(upload.error, "file")}
        onChoose={chosen.choose}
      />
      <Button type="submit" variant="secondary" disabled={upload.isPending} className="self-start">
        {upload.isPending ? t("adminSite.uploading") : t("adminSite.images.upload")}
      </Button>
    </form>
  );
}
