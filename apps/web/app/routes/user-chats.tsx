import { useSearchParams } from "react-router";
import type { Route } from "./+types/user-chats";
import { ChatsPage } from "../features/chat/components/chats-page";
import { chatTargetOf } from "../features/chat/chat-target";
import { PageLoading } from "../components/ui/page-loading";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [{ title: titleWithCompany(t("chat.title"), company) }, { name: "robots", content: "noindex" }];
};

/**
 * /user/chats, behind the /user guard: `?conversation_id=` or `?user_id=&property_id=` opens that conversation
 * (a new one with that person about that listing). Its data loads in the browser (ADR 004).
 */
export default function UserChats() {
  const [params] = useSearchParams();
  const viewerId = useRootData()?.viewer?.id;
  if (!viewerId) return <PageLoading />;
  return <ChatsPage viewerId={viewerId} target={chatTargetOf(params)} />;
}
