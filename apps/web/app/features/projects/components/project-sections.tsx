import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { BuildingIcon, DownloadIcon } from "../../../components/icons/icons";
import { Avatar } from "../../../components/ui/avatar";
import { Card } from "../../../components/ui/card";
import {
  isImageFile,
  isSafeLink,
  youtubeEmbedUrl,
  type ProjectFile,
  type ProjectPerson,
} from "../project-detail";

function FileLink({ file, label }: { file: ProjectFile; label: string }) {
  return (
    <a
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-lg font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <DownloadIcon className="size-4" />
      <span>{label}</span>
    </a>
  );
}

/** Floor plans: pictures are previewed (and open full size), other files are links. */
export function ProjectPlans({ plans }: { plans: ProjectFile[] }) {
  const { t } = useTranslation();
  const shown = plans.filter((plan) => isSafeLink(plan.url));
  if (shown.length === 0) return null;
  return (
    <Card className="p-6 sm:p-8" data-testid="project-plans">
      <h2 className="text-xl font-bold text-slate-900">{t("projects_page.detail.plans")}</h2>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2">
        {shown.map((plan) => (
          <li key={plan.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">
              <bdi>{plan.title}</bdi>
            </h3>
            {isImageFile(plan.url) ? (
              <a
                href={plan.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <img
                  src={plan.url}
                  alt={t("projects_page.detail.plan_image", { title: plan.title })}
                  width={480}
                  height={360}
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-slate-50 object-contain"
                />
              </a>
            ) : null}
            <FileLink file={plan} label={t("projects_page.detail.open_plan", { title: plan.title })} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function ProjectDocuments({ documents }: { documents: ProjectFile[] }) {
  const { t } = useTranslation();
  const shown = documents.filter((document) => isSafeLink(document.url));
  if (shown.length === 0) return null;
  return (
    <Card className="p-6 sm:p-8" data-testid="project-documents">
      <h2 className="text-xl font-bold text-slate-900">{t("projects_page.detail.documents")}</h2>
      <ul className="mt-4 flex flex-col gap-3">
        {shown.map((document) => (
          <li key={document.id}>
            <FileLink file={document} label={document.title} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A YouTube video plays in a privacy-enhanced frame; any other link opens in a new tab. */
export function ProjectVideo({ link, title }: { link: string; title: string }) {
  const { t } = useTranslation();
  if (!link || !isSafeLink(link)) return null;
  const embed = youtubeEmbedUrl(link);
  return (
    <Card className="p-6 sm:p-8" data-testid="project-video">
      <h2 className="text-xl font-bold text-slate-900">{t("projects_page.detail.video")}</h2>
      {embed ? (
        <div className="mt-5 aspect-video overflow-hidden rounded-xl bg-slate-900">
          <iframe
            src={embed}
            title={t("projects_page.detail.video_of", { title })}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full"
          />
        </div>
      ) : (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex font-semibold text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t("projects_page.detail.watch_video")}
        </a>
      )}
    </Card>
  );
}

/** The developer or agent behind the project: public name, photo and badge; their page when known. */
export function ProjectOwnerCard({ owner, companyName }: { owner: ProjectPerson; companyName: string }) {
  const { t } = useTranslation();
  return (
    <Card className="p-6" data-testid="project-owner">
      <h2 className="text-sm font-semibold text-slate-500">{t("projects_page.detail.owner")}</h2>
      <div className="mt-4 flex items-center gap-4">
        <Avatar src={owner.profile} size="md" fallback={<BuildingIcon />} />
        <div className="min-w-0">
          <p className="truncate font-bold text-slate-900">
            {owner.role === "platform" ? companyName : owner.name}
          </p>
          <p className="text-sm text-slate-500">
            {t(`projects_page.detail.role_${owner.role}`)}
            {owner.isVerified ? ` · ${t("agents_page.verified")}` : ""}
          </p>
        </div>
      </div>
      {owner.slug ? (
        <Link
          to={`/agent-details/${encodeURIComponent(owner.slug)}`}
          className="mt-5 inline-flex text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t("projects_page.detail.owner_listings")}
        </Link>
      ) : null}
    </Card>
  );
}
