import { useTranslation } from "../lib/i18n/use-translation";
import type { Route } from "./+types/payment-cancel";
import { PaymentCancelPage } from "../features/checkout/components/payment-cancel-page";
import { transactionIdOf } from "../features/checkout/payment-outcome";
import { metaContextOf } from "../lib/seo/root-data";
import { titleWithCompany } from "../lib/seo/page-meta";

export function loader({ request }: Route.LoaderArgs) {
  return { transactionId: transactionIdOf(new URL(request.url).searchParams) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("checkout.outcome.cancelled"), company) },
    { name: "robots", content: "noindex" },
  ];
};

export default function PaymentCancel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
        {t("checkout.return_title")}
      </h1>
      <PaymentCancelPage transactionId={loaderData.transactionId} />
    </div>
  );
}
