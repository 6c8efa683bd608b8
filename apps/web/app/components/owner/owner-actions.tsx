import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "../ui/button";

type OwnerActionsProps = {
  /** The item's title, naming each action for screen readers. */
  title: string;
  /** The public page, while visitors can see the item; null otherwise. */
  publicHref: string | null;
  editHref: string;
  editTestId: string;
  /** The item's other actions (status changes, delete…). */
  children: ReactNode;
};

/** The row of what an owner can do with a listing or project: view it as visitors do, edit it, and more. */
export function OwnerActions({ title, publicHref, editHref, editTestId, children }: OwnerActionsProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t("owner.card.actions_label", { title })}
      className="mt-auto flex flex-wrap gap-2"
    >
      {publicHref ? (
        <Link
          to={publicHref}
          aria-label={t("owner.card.view_label", { title })}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          {t("owner.card.view")}
        </Link>
      ) : null}
      <Link
        to={editHref}
        aria-label={t("owner.card.change_label", { action: t("owner.card.edit"), title })}
        className={buttonClasses({ variant: "outline", size: "sm" })}
        data-testid={editTestId}
      >
        {t("owner.card.edit")}
      </Link>
      {children}
    </div>
  );
}
