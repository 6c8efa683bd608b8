import { useTranslation } from "../../../lib/i18n/use-translation";
import { ArrowEndIcon } from "../../../components/icons/icons";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

/** Beside the page on wide screens: the way down to the stay's dates and prices. */
export function StayAsideCard() {
  const { t } = useTranslation();
  return (
    <Card className="p-6">
      <h2 className="text-base font-bold text-slate-900">{t("stay_booking.aside.title")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("stay_booking.aside.body")}</p>
      <a href="#stay-booking" className={buttonClasses({ className: "mt-4 w-full" })}>
        {t("stay_booking.aside.link")}
        <ArrowEndIcon className="size-4" />
      </a>
    </Card>
  );
}
