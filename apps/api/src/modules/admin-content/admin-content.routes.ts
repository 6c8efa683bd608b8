import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminArticle,
  AdminArticleBody,
  AdminArticleImageBody,
  AdminArticlesQuery,
  AdminContentIdParams,
  AdminFaq,
  AdminFaqActiveBody,
  AdminFaqBody,
  AdminFaqOrderBody,
  AdminPages,
  AdminPagesBody,
  dataEnvelope,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";
import { auditActorOf } from "../audit/audit-actor.js";

const Deleted = z.object({ id: z.number().int() });
// Rich text in two languages can outgrow the form budget's 64 KiB; admins are signed in, as that budget needs.
const richTextBudget = { bodyBudget: "upload" as const };

/** Issue 17 (ADR 069): articles, FAQs and the three pages, every route behind the admin guard, every write audited. */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.adminContent;
  const common = { tags: ["admin"], security: [{ bearer: [] }] };

  app.get(
    "/admin/articles",
    {
      schema: {
        ...common,
        summary: "Admins: articles, newest first, both languages; `q` searches the titles and the slug",
        querystring: AdminArticlesQuery,
        response: { 200: dataEnvelope(z.array(AdminArticle), { list: true }) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { items, total } = await content.listArticles(request.query);
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/admin/articles/:id",
    {
      schema: {
        ...common,
        summary: "Admins: one article as it is edited (404 when unknown)",
        params: AdminContentIdParams,
        response: { 200: dataEnvelope(AdminArticle) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => sendData(request, reply, await content.readArticle(request.params.id)),
  );

  app.post(
    "/admin/articles",
    {
      config: richTextBudget,
      schema: {
        ...common,
        summary:
          "Admins: publish an article. The HTML is cleaned by the web's allow-list before it is stored; a slug " +
          "in use is a 409",
        consumes: ["application/json"],
        body: AdminArticleBody,
        response: { 200: dataEnvelope(AdminArticle) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const article = await content.createArticle(auditActorOf(request), request.body);
      return sendData(request, reply, article, { messageKey: "admin_content.article_created" });
    },
  );

  app.post(
    "/admin/articles/:id",
    {
      config: richTextBudget,
      schema: {
        ...common,
        summary:
          "Admins: save an article (every field again); HTML cleaned as on create; 404, 409 for a slug in use",
        consumes: ["application/json"],
        params: AdminContentIdParams,
        body: AdminArticleBody,
        response: { 200: dataEnvelope(AdminArticle) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const article = await content.updateArticle(auditActorOf(request), request.params.id, request.body);
      return sendData(request, reply, article, { messageKey: "admin_content.article_saved" });
    },
  );

  app.delete(
    "/admin/articles/:id",
    {
      schema: {
        ...common,
        summary: "Admins: delete an article; the audit log keeps it as it was",
        params: AdminContentIdParams,
        response: { 200: dataEnvelope(Deleted) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      await content.deleteArticle(auditActorOf(request), request.params.id);
      return sendData(
        request,
        reply,
        { id: request.params.id },
        { messageKey: "admin_content.article_deleted" },
      );
    },
  );

  app.post(
    "/admin/articles/:id/image",
    {
      config: { bodyBudget: "upload" },
      schema: {
        ...common,
        summary:
          "Admins: an article's picture (multipart `image`): JPEG, PNG or WebP by its content, re-encoded " +
          "without metadata; replaces the previous one",
        consumes: ["multipart/form-data"],
        params: AdminContentIdParams,
        body: AdminArticleImageBody,
        response: { 200: dataEnvelope(AdminArticle) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const article = await content.setArticleImage(auditActorOf(request), request.params.id, {
        image: request.body.image,
        uploaded: request.uploadedFiles ?? [],
      });
      return sendData(request, reply, article, { messageKey: "admin_content.image_saved" });
    },
  );

  app.get(
    "/admin/faqs",
    {
      schema: {
        ...common,
        summary: "Admins: every FAQ, hidden ones too, in the public order",
        response: { 200: dataEnvelope(z.array(AdminFaq), { list: true }) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const items = await content.listFaqs();
      return sendData(request, reply, items, { total: items.length });
    },
  );

  app.post(
    "/admin/faqs",
    {
      schema: {
        ...common,
        summary: "Admins: add a question (both languages), placed last",
        body: AdminFaqBody,
        response: { 200: dataEnvelope(AdminFaq) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const faq = await content.createFaq(auditActorOf(request), request.body);
      return sendData(request, reply, faq, { messageKey: "admin_content.faq_created" });
    },
  );

  app.post(
    "/admin/faqs/order",
    {
      schema: {
        ...common,
        summary: "Admins: the FAQs' new order, every id once; a list that no longer matches is a 409",
        body: AdminFaqOrderBody,
        response: { 200: dataEnvelope(z.array(AdminFaq), { list: true }) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const items = await content.reorderFaqs(auditActorOf(request), request.body.ids);
      return sendData(request, reply, items, {
        total: items.length,
        messageKey: "admin_content.faqs_reordered",
      });
    },
  );

  app.post(
    "/admin/faqs/:id",
    {
      schema: {
        ...common,
        summary: "Admins: save a question's text in both languages",
        params: AdminContentIdParams,
        body: AdminFaqBody,
        response: { 200: dataEnvelope(AdminFaq) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const faq = await content.updateFaq(auditActorOf(request), request.params.id, request.body);
      return sendData(request, reply, faq, { messageKey: "admin_content.faq_saved" });
    },
  );

  app.post(
    "/admin/faqs/:id/active",
    {
      schema: {
        ...common,
        summary: "Admins: show a question on the public FAQ list (`is_active: true`) or hide it",
        params: AdminContentIdParams,
        body: AdminFaqActiveBody,
        response: { 200: dataEnvelope(AdminFaq) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const faq = await content.updateFaq(auditActorOf(request), request.params.id, request.body);
      return sendData(request, reply, faq, {
        messageKey: faq.is_active ? "admin_content.faq_shown" : "admin_content.faq_hidden",
      });
    },
  );

  app.delete(
    "/admin/faqs/:id",
    {
      schema: {
        ...common,
        summary: "Admins: delete a question; the audit log keeps it as it was",
        params: AdminContentIdParams,
        response: { 200: dataEnvelope(Deleted) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      await content.deleteFaq(auditActorOf(request), request.params.id);
      return sendData(request, reply, { id: request.params.id }, { messageKey: "admin_content.faq_deleted" });
    },
  );

  app.get(
    "/admin/pages",
    {
      schema: {
        ...common,
        summary: "Admins: the about, privacy and terms pages' HTML in English and Arabic",
        response: { 200: dataEnvelope(AdminPages) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => sendData(request, reply, await content.readPages()),
  );

  app.post(
    "/admin/pages",
    {
      config: richTextBudget,
      schema: {
        ...common,
        summary:
          "Admins: change any of the six page texts (`about_us`, `about_us_ar`, …); each is cleaned by the " +
          "allow-list before it is stored. Answers the pages as they now are",
        consumes: ["application/json"],
        body: AdminPagesBody,
        response: { 200: dataEnvelope(AdminPages) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const changed = await content.updatePages(auditActorOf(request), request.body);
      return sendData(request, reply, await content.readPages(), {
        messageKey: changed.length > 0 ? "admin_content.pages_saved" : "admin_content.pages_unchanged",
      });
    },
  );
};
