import { useId, useState, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { CameraIcon, UserIcon } from "../../../components/icons/icons";
import { Avatar } from "../../../components/ui/avatar";
import { buttonClasses } from "../../../components/ui/button";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { formFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { checkPhotoForCrop } from "../crop-geometry";
import { loadImage, releaseImage } from "../image-file";
import { PhotoCropper } from "./photo-cropper";

type Picked = { image: HTMLImageElement; type: "image/jpeg" | "image/png" };

type ProfilePhotoProps = {
  photo: string;
  /** Shown beside the photo, above "Change photo" (the name and e-mail). */
  children?: ReactNode;
  onUploaded: () => void;
  /** Decodes the chosen file (replaced in tests, where nothing decodes images). */
  readImage?: (file: File) => Promise<HTMLImageElement>;
};

/**
 * The profile photo and "Change photo": the file is checked against spec §5 (JPEG or PNG, at least
 * 120×120) before it is even shown, cropped to a square in the browser, and uploaded as multipart
 * (`profile`) straight to the API with the session cookie. The API checks and re-encodes it again.
 */
export function ProfilePhoto({ photo, children, onUploaded, readImage = loadImage }: ProfilePhotoProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (picked) releaseImage(picked.image);
    setPicked(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const typeProblem = checkPhotoForCrop({ mimeType: file.type, size: file.size });
    if (typeProblem) {
      setError(t(typeProblem));
      return;
    }
    let image: HTMLImageElement;
    try {
      image = await readImage(file);
    } catch {
      setError(t("validation.invalid_file_type"));
      return;
    }
    const sizeProblem = checkPhotoForCrop({
      mimeType: file.type,
      size: file.size,
      width: image.naturalWidth,
      height: image.naturalHeight,
    });
    if (sizeProblem) {
      releaseImage(image);
      setError(t(sizeProblem));
      return;
    }
    setError(null);
    setPicked({ image, type: file.type === "image/png" ? "image/png" : "image/jpeg" });
  };

  const upload = async (blob: Blob) => {
    if (!picked) return;
    setBusy(true);
    const form = new FormData();
    form.append("profile", blob, picked.type === "image/png" ? "profile.png" : "profile.jpg");
    try {
      const answer = await apiPost("update_profile", form, { lang: locale });
      toast.success(answer.message || t("profile.photo.saved"));
      close();
      onUploaded();
    } catch (failure) {
      const fieldError =
        failure instanceof ApiRequestError ? failure.fieldErrors?.profile?.join(" ") : undefined;
      setError(fieldError ?? formFailureMessage(failure, t, "profile"));
      close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
      <Avatar src={photo} size="xl" fallback={<UserIcon className="size-12" />} />
      <div className="flex min-w-0 flex-col items-center gap-3 text-center sm:items-start sm:text-start">
        {children}
        <input
          id={inputId}
          type="file"
          name="profile"
          accept="image/jpeg,image/png"
          className="peer sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => void onFile(event)}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses({
            variant: "outline",
            size: "sm",
            className: "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600",
          })}
        >
          <CameraIcon className="size-4" />
          {t("profile.photo.change")}
        </label>
        <p className="text-xs text-slate-500">{t("profile.photo.rule")}</p>
        {error ? (
          <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : null}
      </div>
      {picked ? (
        <PhotoCropper
          image={picked.image}
          outputType={picked.type}
          busy={busy}
          onCancel={close}
          onCropped={(blob) => void upload(blob)}
        />
      ) : null}
    </div>
  );
}
