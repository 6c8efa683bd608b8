import { useTranslation } from "../../../lib/i18n/use-translation";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import type { EditorState, PickedFile, SingleImage } from "../editor-form";
import type { EditorErrors } from "../editor-steps";
import { IMAGE_ACCEPT } from "../media-rules";
import { messageText } from "./editor-context";
import { GalleryField } from "./gallery-field";
import { SingleFileField } from "./single-file-field";

type MediaStepProps = {
  state: EditorState;
  errors: EditorErrors;
  /** A message of the whole upload that names no file (a 413). */
  uploadProblem: string | null;
  onSingle: (name: SingleImage, picked: PickedFile | null) => void;
  onGallery: (picked: PickedFile[]) => void;
  onToggleExistingGallery: (id: number) => void;
  onVideoLink: (value: string) => void;
  pickFile: (file: File) => PickedFile;
};

/** The main picture, the gallery, the 3D picture and a YouTube video. */
export function MediaStep({
  state,
  errors,
  uploadProblem,
  onSingle,
  onGallery,
  onToggleExistingGallery,
  onVideoLink,
  pickFile,
}: MediaStepProps) {
  const { t } = useTranslation();
  const { files, existing, fields } = state;
  return (
    <div className="flex flex-col gap-6">
      <FormAlert tone="error">{uploadProblem}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        {(["title_image", "three_d_image"] as const).map((name) => (
          <SingleFileField
            key={name}
            name={name}
            label={t(`editor.media.${name}`)}
            hint={t("editor.media.image_hint")}
            accept={IMAGE_ACCEPT}
            picked={files.single[name]}
            current={existing.single[name]}
            isImage
            error={messageText(errors[name], t)}
            onPick={(file) => onSingle(name, file ? pickFile(file) : null)}
          />
        ))}
      </div>
      <GalleryField
        picked={files.gallery}
        existing={existing.gallery}
        removedExisting={existing.removedGallery}
        errors={errors}
        onAdd={(added) => onGallery([...files.gallery, ...added.map(pickFile)])}
        onChange={onGallery}
        onToggleExisting={onToggleExistingGallery}
      />
      <Input
        name="video_link"
        type="url"
        dir="ltr"
        label={t("editor.fields.video_link")}
        hint={t("editor.fields.video_link_hint")}
        placeholder="https://www.youtube.com/watch?v=…"
        value={fields.video_link}
        error={messageText(errors.video_link, t)}
        onChange={(event) => onVideoLink(event.target.value)}
      />
    </div>
  );
}
