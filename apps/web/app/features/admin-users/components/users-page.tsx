import {
  adminCustomerTypes,
  adminUserRoles,
  adminVerificationStatuses,
  type TAdminUser,
} from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Select } from "../../../components/ui/select";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { usePagedList } from "../../../lib/query/use-paged-list";
import {
  activeChoices,
  userHref,
  USERS_KEY,
  USERS_PAGE_SIZE,
  usersFiltersOf,
  usersHref,
  type UsersView,
} from "../admin-users";
import { SearchBox } from "../../admin-console/search-box";
import { UserBadges } from "./user-badges";

/** /admin/users: find members by name, e-mail or mobile, narrow by role and state, open one. */
export function UsersPage({ view }: { view: UsersView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { list, total, totalPages } = usePagedList<TAdminUser>({
    endpoint: USERS_KEY,
    filters: usersFiltersOf(view),
    page: view.page,
    pageSize: USERS_PAGE_SIZE,
  });
  const show = (next: Partial<UsersView>) =>
    void navigate(usersHref({ ...view, ...next, page: 1 }), { replace: "q" in next });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("adminUsers.title")}</h1>
      <p className="mt-2 text-slate-600">{t("adminUsers.lead")}</p>

      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6">
        <SearchBox
          key={view.q}
          initial={view.q}
          label={t("adminUsers.search")}
          placeholder={t("adminUsers.search_placeholder")}
          onSearch={(q) => show({ q })}
        />
        <Select
          label={t("adminUsers.filter.role")}
          value={view.role}
          onChange={(event) => show({ role: event.target.value as UsersView["role"] })}
        >
          <option value="">{t("adminUsers.filter.any")}</option>
          {adminUserRoles.map((role) => (
            <option key={role} value={role}>
              {t(`adminUsers.role.${role}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t("adminUsers.filter.active")}
          value={view.active}
          onChange={(event) => show({ active: event.target.value as UsersView["active"] })}
        >
          <option value="">{t("adminUsers.filter.any")}</option>
          {activeChoices.map((choice) => (
            <option key={choice} value={choice}>
              {t(`adminUsers.active.${choice}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t("adminUsers.filter.type")}
          value={view.type}
          onChange={(event) => show({ type: event.target.value as UsersView["type"] })}
        >
          <option value="">{t("adminUsers.filter.any")}</option>
          {adminCustomerTypes.map((type) => (
            <option key={type} value={type}>
              {t(`adminUsers.type.${type}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t("adminUsers.filter.verification")}
          value={view.verification}
          onChange={(event) => show({ verification: event.target.value as UsersView["verification"] })}
        >
          <option value="">{t("adminUsers.filter.any")}</option>
          {adminVerificationStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`adminUsers.verification.${status}`)}
            </option>
          ))}
        </Select>
      </div>

      {list.isError ? (
        <QueryFailure
          error={list.error}
          onRetry={() => void list.refetch()}
          retryLabel={t("adminUsers.retry")}
        />
      ) : !list.data ? (
        <PageLoading />
      ) : list.data.data.length === 0 ? (
        <Card className="mt-6 px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-slate-900">{t("adminUsers.empty")}</h2>
        </Card>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {t("adminUsers.count", { count: total })}
          </p>
          <div aria-busy={list.isFetching}>
            <UsersTable users={list.data.data} />
            <UserCards users={list.data.data} />
          </div>
          <div className="mt-8">
            <Pagination
              page={view.page}
              totalPages={totalPages}
              hrefFor={(page) => usersHref({ ...view, page })}
            />
          </div>
        </>
      )}
    </div>
  );
}

/** Wide screens: one row per member. */
function UsersTable({ users }: { users: TAdminUser[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const head = "px-4 py-3 text-start text-xs font-bold tracking-wide text-slate-500 uppercase";
  return (
    <Card className="mt-3 hidden overflow-hidden md:block">
      <table className="w-full text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              {t("adminUsers.column.name")}
            </th>
            <th scope="col" className={head}>
              {t("adminUsers.column.contact")}
            </th>
            <th scope="col" className={head}>
              {t("adminUsers.column.status")}
            </th>
            <th scope="col" className={head}>
              {t("adminUsers.column.joined")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.id} className="align-top hover:bg-slate-50">
              <td className="px-4 py-3">
                <UserLink user={user} />
                <p className="mt-0.5 text-xs text-slate-500">
                  {user.customer_type
                    ? t(`adminUsers.type.${user.customer_type}`)
                    : t("adminUsers.type.none")}
                </p>
              </td>
              <td className="px-4 py-3 text-slate-700">
                <Contact user={user} />
              </td>
              <td className="px-4 py-3">
                <UserBadges user={user} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatDate(user.created_at, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** Phones: one card per member, the same facts stacked. */
function UserCards({ users }: { users: TAdminUser[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <ul className="mt-3 flex flex-col gap-3 md:hidden">
      {users.map((user) => (
        <li key={user.id}>
          <Card className="flex flex-col gap-2 p-4 text-sm">
            {/* In a paragraph, so a name in the other script still lines up with the rest of the card. */}
            <p>
              <UserLink user={user} />
            </p>
            <div className="text-slate-700">
              <Contact user={user} />
            </div>
            <UserBadges user={user} />
            <p className="text-xs text-slate-500">
              {t("adminUsers.joined_on", { date: formatDate(user.created_at, locale) })}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function UserLink({ user }: { user: TAdminUser }) {
  const { t } = useTranslation();
  return (
    <Link
      to={userHref(user.id)}
      className="rounded font-bold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      dir="auto"
    >
      {user.name || t("adminUsers.no_name")}
    </Link>
  );
}

function Contact({ user }: { user: TAdminUser }) {
  return (
    <>
      <p className="break-all">
        <span dir="ltr">{user.email ?? "—"}</span>
      </p>
      <p className="tabular-nums">
        <span dir="ltr">{user.mobile ?? "—"}</span>
      </p>
    </>
  );
}
