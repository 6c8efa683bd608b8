import { useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { DownloadIcon, LogOutIcon } from "../../../components/icons/icons";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { apiPost, apiUrl } from "../../../lib/api/browser-api";
import { formFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useSignOut } from "../../../lib/session/use-sign-out";

/** "DELETE" in English, "احذف" in Arabic; the English word is accepted on either page. */
export function isDeleteConfirmation(typed: string, localWord: string): boolean {
  const word = typed.trim();
  return word.toLocaleUpperCase() === "DELETE" || word === localWord.trim();
}

/** Download my data, sign out, and delete the account (after typing the confirmation word). */
export function AccountActions() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const signOut = useSignOut();
  const confirmId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const word = t("profile.delete.word");

  const deleteAccount = async () => {
    setBusy(true);
    try {
      const answer = await apiPost("delete_user", {}, { lang: locale });
      toast.success(answer.message || t("profile.delete.done"));
      setOpen(false);
      // The API has ended every session; signing out clears this browser's cookie and cached data.
      signOut();
    } catch (failure) {
      toast.error(formFailureMessage(failure, t, "profile"));
      setBusy(false);
    }
  };

  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-8">
      <h2 className="text-lg font-bold text-slate-900">{t("profile.account.title")}</h2>
      <div className="flex flex-wrap gap-3">
        <a
          href={apiUrl("export-my-data", { lang: locale })}
          download
          className={buttonClasses({ variant: "outline" })}
        >
          <DownloadIcon className="size-4" />
          {t("profile.account.download")}
        </a>
        <Button variant="outline" onClick={signOut} data-testid="profile-sign-out">
          <LogOutIcon className="size-4" />
          {t("account.sign_out")}
        </Button>
      </div>
      <div className="flex flex-col gap-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
        <h3 className="font-bold text-red-900">{t("profile.delete.title")}</h3>
        <p className="text-sm text-red-800">{t("profile.delete.body")}</p>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setTyped("");
          }}
          trigger={
            <Button variant="danger" className="self-start" data-testid="delete-account">
              {t("profile.delete.button")}
            </Button>
          }
          title={t("profile.delete.confirm_title")}
          description={t("profile.delete.confirm_body")}
        >
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (isDeleteConfirmation(typed, word)) void deleteAccount();
            }}
          >
            <Input
              id={confirmId}
              label={t("profile.delete.type_word", { word })}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
            />
            <div className="flex justify-end gap-3">
              <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                {t("profile.cancel")}
              </Button>
              <Button type="submit" variant="danger" disabled={busy || !isDeleteConfirmation(typed, word)}>
                {busy ? t("profile.saving") : t("profile.delete.confirm")}
              </Button>
            </div>
          </form>
        </Dialog>
      </div>
    </Card>
  );
}
