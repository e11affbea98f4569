CREATE TABLE "feed_day_counts" (
	"task_id" integer NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"medium" text NOT NULL,
	"channel" text NOT NULL,
	"posts" integer NOT NULL,
	"threads" integer NOT NULL,
	"positive" integer NOT NULL,
	"neutral" integer NOT NULL,
	"negative" integer NOT NULL,
	"engagement" bigint NOT NULL,
	"views" bigint NOT NULL,
	CONSTRAINT "feed_day_counts_task_id_day_site_medium_channel_pk" PRIMARY KEY("task_id","day","site","medium","channel")
);
--> statement-breakpoint
ALTER TABLE "feed_topic_cache" ADD COLUMN "read_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_day_counts" ADD CONSTRAINT "feed_day_counts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept links (spam = 0) counted per Hong Kong day and site channel; engagement is ENGAGEMENT_SQL of the shared rules.
INSERT INTO "feed_day_counts"
SELECT "task_id", ("posted_at" AT TIME ZONE 'Asia/Hong_Kong')::date, "site", "medium", "channel", count(*)::int,
  count(*) FILTER (WHERE NOT "is_comment")::int, count(*) FILTER (WHERE "effective_sentiment" = 1)::int,
  count(*) FILTER (WHERE "effective_sentiment" = 0)::int, count(*) FILTER (WHERE "effective_sentiment" = -1)::int,
  sum("reaction_count" + "comment_count" + "share_count")::bigint, sum("view_count")::bigint
FROM "feed_posts" WHERE "spam" = 0
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- feed_day_counts follows feed_posts as feed_term_days does: links added, links removed, and links updated (the
-- irrelevant flag, sentiment corrections, refreshed engagement), each statement's rows applied as signed deltas in key
-- order, so concurrent statements lock rollup rows in the same order. Removals update rather than insert: a feed's
-- deletion cascades to its links after its rollup rows are gone.
CREATE FUNCTION "feed_day_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_day_counts AS d
  SELECT task_id, (posted_at AT TIME ZONE 'Asia/Hong_Kong')::date, site, medium, channel, count(*)::int,
    count(*) FILTER (WHERE NOT is_comment)::int, count(*) FILTER (WHERE effective_sentiment = 1)::int,
    count(*) FILTER (WHERE effective_sentiment = 0)::int, count(*) FILTER (WHERE effective_sentiment = -1)::int,
    sum(reaction_count + comment_count + share_count)::bigint, sum(view_count)::bigint
  FROM new_links WHERE spam = 0
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (task_id, day, site, medium, channel) DO UPDATE SET
    posts = d.posts + excluded.posts, threads = d.threads + excluded.threads, positive = d.positive + excluded.positive,
    neutral = d.neutral + excluded.neutral, negative = d.negative + excluded.negative,
    engagement = d.engagement + excluded.engagement, views = d.views + excluded.views;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "feed_day_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE feed_day_counts d SET
    posts = d.posts - g.posts, threads = d.threads - g.threads, positive = d.positive - g.positive,
    neutral = d.neutral - g.neutral, negative = d.negative - g.negative,
    engagement = d.engagement - g.engagement, views = d.views - g.views
  FROM (
    SELECT task_id, (posted_at AT TIME ZONE 'Asia/Hong_Kong')::date AS day, site, medium, channel, count(*)::int AS posts,
      count(*) FILTER (WHERE NOT is_comment)::int AS threads, count(*) FILTER (WHERE effective_sentiment = 1)::int AS positive,
      count(*) FILTER (WHERE effective_sentiment = 0)::int AS neutral, count(*) FILTER (WHERE effective_sentiment = -1)::int AS negative,
      sum(reaction_count + comment_count + share_count)::bigint AS engagement, sum(view_count)::bigint AS views
    FROM old_links WHERE spam = 0
    GROUP BY 1, 2, 3, 4, 5
  ) g
  WHERE d.task_id = g.task_id AND d.day = g.day AND d.site = g.site AND d.medium = g.medium AND d.channel = g.channel;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "feed_day_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.task_id, o.post_id
    FROM old_links o JOIN new_links n ON n.task_id = o.task_id AND n.post_id = o.post_id
    WHERE (o.spam = 0, o.posted_at, o.is_comment, o.site, o.medium, o.channel, o.effective_sentiment, o.reaction_count,
        o.comment_count, o.share_count, o.view_count)
      IS DISTINCT FROM (n.spam = 0, n.posted_at, n.is_comment, n.site, n.medium, n.channel, n.effective_sentiment,
        n.reaction_count, n.comment_count, n.share_count, n.view_count)
  ), sides AS (
    SELECT 1 AS s, n.* FROM new_links n JOIN changed c ON c.task_id = n.task_id AND c.post_id = n.post_id WHERE n.spam = 0
    UNION ALL
    SELECT -1 AS s, o.* FROM old_links o JOIN changed c ON c.task_id = o.task_id AND c.post_id = o.post_id WHERE o.spam = 0
  )
  INSERT INTO feed_day_counts AS d
  SELECT task_id, (posted_at AT TIME ZONE 'Asia/Hong_Kong')::date, site, medium, channel, sum(s)::int,
    coalesce(sum(s) FILTER (WHERE NOT is_comment), 0)::int, coalesce(sum(s) FILTER (WHERE effective_sentiment = 1), 0)::int,
    coalesce(sum(s) FILTER (WHERE effective_sentiment = 0), 0)::int, coalesce(sum(s) FILTER (WHERE effective_sentiment = -1), 0)::int,
    sum(s * (reaction_count + comment_count + share_count))::bigint, sum(s * view_count)::bigint
  FROM sides
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (task_id, day, site, medium, channel) DO UPDATE SET
    posts = d.posts + excluded.posts, threads = d.threads + excluded.threads, positive = d.positive + excluded.positive,
    neutral = d.neutral + excluded.neutral, negative = d.negative + excluded.negative,
    engagement = d.engagement + excluded.engagement, views = d.views + excluded.views;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "feed_posts_counts_insert" AFTER INSERT ON "feed_posts" REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_day_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "feed_posts_counts_delete" AFTER DELETE ON "feed_posts" REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_day_counts_delete"();--> statement-breakpoint
CREATE TRIGGER "feed_posts_counts_update" AFTER UPDATE ON "feed_posts" REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_day_counts_update"();
--> statement-breakpoint
-- Top threads by engagement (ENGAGEMENT_SQL of the shared rules) read the feed's threads in this order and stop at
-- the first few hundred, instead of ranking every thread of the window.
CREATE INDEX "feed_posts_task_engagement_idx" ON "feed_posts"
  ("task_id", ("reaction_count" + "comment_count" + "share_count") DESC, "posted_at" DESC, "post_id")
  WHERE "spam" = 0 AND NOT "is_comment";
--> statement-breakpoint
-- Author counts (top authors, unique authors) read the feed's kept links in author order from this index alone and
-- group them as they come, rather than hashing every link of the window.
CREATE INDEX "feed_posts_task_author_idx" ON "feed_posts" ("task_id", "author_key") INCLUDE ("posted_at", "is_comment") WHERE "spam" = 0;
--> statement-breakpoint
-- Posts stored before migration 0006 have no word-cloud displays (term_display), which only enrichment can work out:
-- the collector's 'term-displays' job records them, a batch at a time (nothing to do on a new database).
INSERT INTO "jobs" ("kind", "payload", "dedupe_key")
SELECT 'term-displays', '{"afterId": ""}'::jsonb, 'term-displays' WHERE EXISTS (SELECT 1 FROM "posts");
