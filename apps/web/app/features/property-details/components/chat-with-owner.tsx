import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { ChatIcon } from "../../../components/icons/icons";
import { buttonClasses } from "../../../components/ui/button";
import { useSignInPrompt } from "./sign-in-prompt";

/**
 * "Chat with owner" (issue 16): a member goes to the conversation with the lister about this listing (opened on
 * the first message); a guest's button says chat needs an account and opens the page's sign-in dialog. Nobody
 * chats with themselves: it is hidden on the member's own listing.
 */
export function ChatWithOwner({
  ownerId,
  propertyId,
  viewerId,
}: {
  ownerId: number;
  propertyId: number;
  viewerId: number | null;
}) {
  const { t } = useTranslation();
  const { isSignedIn, askToSignIn } = useSignInPrompt();
  if (viewerId === ownerId) return null;
  // A guest's primary action is the viewing request, which needs no account; chat steps back to an outline.
  const className = buttonClasses({
    variant: isSignedIn ? "primary" : "outline",
    size: "sm",
    className: "mt-5 w-full",
  });
  const href = `/user/chats?user_id=${ownerId}&property_id=${propertyId}`;
  if (!isSignedIn) {
    return (
      <button type="button" className={className} onClick={askToSignIn} data-testid="chat-with-owner">
        <ChatIcon className="size-4" />
        {t("details.contact.chat_sign_in")}
      </button>
    );
  }
  return (
    <Link to={href} className={className} data-testid="chat-with-owner">
      <ChatIcon className="size-4" />
      {t("chat.chat_with_owner")}
    </Link>
  );
}
