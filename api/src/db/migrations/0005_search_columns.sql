ALTER TABLE "feed_posts" ADD COLUMN "site" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "effective_sentiment" smallint;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "reaction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "share_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "text_keys" text[];--> statement-breakpoint
-- Existing links take their post's figures; text_keys stays null (a search verifies such links by the post's text).
UPDATE "feed_posts" fp SET "site" = p."site", "medium" = p."medium", "effective_sentiment" = coalesce(fp."sentiment", p."ai_sentiment"),
  "reaction_count" = p."reaction_count", "comment_count" = p."comment_count", "share_count" = p."share_count", "view_count" = p."view_count"
FROM "posts" p WHERE p."id" = fp."post_id";--> statement-breakpoint
CREATE INDEX "feed_posts_post_idx" ON "feed_posts" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "feed_posts_task_spam_posted_idx" ON "feed_posts" USING btree ("task_id","spam","posted_at");--> statement-breakpoint
CREATE INDEX "feed_posts_task_unkeyed_idx" ON "feed_posts" USING btree ("task_id","posted_at") WHERE text_keys is null;--> statement-breakpoint
CREATE INDEX "feed_posts_task_reactions_idx" ON "feed_posts" USING btree ("task_id","reaction_count","posted_at") WHERE spam = 0;--> statement-breakpoint
CREATE INDEX "feed_posts_task_comments_idx" ON "feed_posts" USING btree ("task_id","comment_count","posted_at") WHERE spam = 0;--> statement-breakpoint
CREATE INDEX "feed_posts_task_shares_idx" ON "feed_posts" USING btree ("task_id","share_count","posted_at") WHERE spam = 0;--> statement-breakpoint
CREATE INDEX "feed_posts_task_views_idx" ON "feed_posts" USING btree ("task_id","view_count","posted_at") WHERE spam = 0;