import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ChatIcon, MailIcon, PhoneIcon } from "../../../components/icons/icons";
import { buttonClasses } from "../../../components/ui/button";
import { useSignInPrompt } from "./sign-in-prompt";

/** Digits only, with a leading + kept for tel:; wa.me wants the bare international number. */
const telOf = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, "");
const whatsappOf = (phone: string) => phone.replace(/\D/g, "");

/**
 * Call, e-mail and WhatsApp buttons for the owner's contacts, when the API shares them with this viewer
 * (it never does with guests or for a locked premium listing); nothing at all otherwise.
 */
export function ContactActions({
  mobile,
  email,
  whatsapp,
  title,
  greeting,
}: {
  mobile: string;
  email: string;
  whatsapp: string;
  /** The e-mail's subject. */
  title: string;
  /** The WhatsApp message's opening line; by default, interest in the listing called `title`. */
  greeting?: string;
}) {
  const { t } = useTranslation();
  const tel = telOf(mobile);
  const wa = whatsappOf(whatsapp || mobile);
  const hasEmail = /^[^\s@]+@[^\s@]+$/.test(email.trim());
  if (!tel && !wa && !hasEmail) return null;
  // Labels never break inside ("E-/mail"): a narrow card wraps whole buttons instead.
  const action = buttonClasses({ variant: "outline", size: "sm", className: "flex-1 whitespace-nowrap" });
  return (
    <div className="mt-5 flex flex-wrap gap-2" data-testid="contact-actions">
      {tel ? (
        <a href={`tel:${tel}`} className={action}>
          <PhoneIcon className="size-4" />
          {t("details.contact.call")}
        </a>
      ) : null}
      {hasEmail ? (
        <a href={`mailto:${email.trim()}?subject=${encodeURIComponent(title)}`} className={action}>
          <MailIcon className="size-4" />
          {t("details.contact.email")}
        </a>
      ) : null}
      {wa.length >= 8 ? (
        <a
          href={`https://wa.me/${wa}?text=${encodeURIComponent(greeting ?? t("details.contact.whatsapp_text", { title }))}`}
          target="_blank"
          rel="noopener noreferrer"
          className={action}
        >
          <ChatIcon className="size-4" />
          {t("details.contact.whatsapp")}
        </a>
      ) : null}
    </div>
  );
}

/**
 * A guest sees how to reach the owner (or `label`'s person) instead of nothing: the contacts come with an account
 * (spec §6), and the page's sign-in dialog brings the guest back to the same page.
 */
export function GuestContactPrompt({ label }: { label?: string }) {
  const { t } = useTranslation();
  const { askToSignIn } = useSignInPrompt();
  return (
    <button
      type="button"
      onClick={askToSignIn}
      data-testid="contact-sign-in"
      className={buttonClasses({ variant: "outline", size: "sm", className: "mt-5 w-full" })}
    >
      <PhoneIcon className="size-4" />
      {label ?? t("details.contact.sign_in")}
    </button>
  );
}

/**
 * On phones the owner card sits far below the pictures: a bar fixed to the bottom keeps the price (on an agent's
 * page, their name) and the way to reach them in view (wide screens show the card beside the page).
 */
export function PhoneContactBar({ price, target }: { price: ReactNode; target: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="phone-contact-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] lg:hidden"
    >
      <p className="min-w-0 truncate text-lg font-extrabold text-slate-900">{price}</p>
      <a href={`#${target}`} className={buttonClasses({ size: "sm", className: "shrink-0" })}>
        <ChatIcon className="size-4" />
        {t("details.contact.bar")}
      </a>
    </div>
  );
}
