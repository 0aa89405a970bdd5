ALTER TABLE "support_items" ADD COLUMN "category" text;--> statement-breakpoint
-- Documents saved before categories existed (docs/admin.md "Support content"): until now Help
-- showed the documents without a device family as its drivers, so such a document whose title
-- names a driver (in any of the three languages) becomes a driver; every other document a manual.
-- An admin corrects a guess with PATCH /api/admin/documents/{id}. Videos have no category.
UPDATE "support_items" SET "category" = CASE
		WHEN "family" IS NULL AND (
			"title"->>'pt-BR' ILIKE '%driver%' OR "title"->>'en' ILIKE '%driver%'
			OR "title"->>'es' ILIKE '%driver%' OR "title"->>'es' ILIKE '%controlador%'
		) THEN 'driver'
		ELSE 'manual'
	END
	WHERE "kind" = 'document';--> statement-breakpoint
ALTER TABLE "support_items" ADD CONSTRAINT "support_items_category_check" CHECK (("support_items"."kind" = 'document' and "support_items"."category" is not null and "support_items"."category" in ('manual', 'declaration', 'driver')) or ("support_items"."kind" <> 'document' and "support_items"."category" is null));