CREATE TABLE "feed_hide" (
	"task_id" integer PRIMARY KEY NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"sites" text[] DEFAULT '{}' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_term_days" (
	"task_id" integer NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"posts" integer NOT NULL,
	CONSTRAINT "feed_term_days_task_id_day_term_pk" PRIMARY KEY("task_id","day","term")
);
--> statement-breakpoint
CREATE TABLE "feed_topic_cache" (
	"task_id" integer NOT NULL,
	"window_key" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"topics" jsonb NOT NULL,
	CONSTRAINT "feed_topic_cache_task_id_window_key_pk" PRIMARY KEY("task_id","window_key")
);
--> statement-breakpoint
CREATE TABLE "term_display" (
	"term" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "author_key" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "channel" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_hide" ADD CONSTRAINT "feed_hide_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_hide" ADD CONSTRAINT "feed_hide_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_term_days" ADD CONSTRAINT "feed_term_days_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_topic_cache" ADD CONSTRAINT "feed_topic_cache_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The author key of spec'd "unique authors": one author per site and author id (or name when a source gives no id).
CREATE FUNCTION "author_key"(site text, author_id text, author_name text) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ('x' || substr(md5(site || ':' || coalesce(nullif(author_id, ''), author_name)), 1, 16))::bit(64)::bigint;--> statement-breakpoint
UPDATE "feed_posts" fp SET "author_key" = "author_key"(p."site", p."author_id", p."author_name"), "channel" = coalesce(p."channel", '')
FROM "posts" p WHERE p."id" = fp."post_id";--> statement-breakpoint
INSERT INTO "feed_term_days" ("task_id", "day", "term", "posts")
SELECT fp."task_id", (fp."posted_at" AT TIME ZONE 'Asia/Hong_Kong')::date, t.term, count(*)::int
FROM "feed_posts" fp JOIN "posts" p ON p."id" = fp."post_id" CROSS JOIN LATERAL unnest(p."terms") AS t(term)
WHERE fp."spam" = 0
GROUP BY 1, 2, 3;--> statement-breakpoint
-- feed_term_days follows feed_posts: links added, links removed, and links whose irrelevant flag flips between
-- kept (spam = 0) and removed. Posts' terms never change once stored. Decrements leave zero rows in place rather
-- than search for them on every delete; sums read them as nothing.
CREATE FUNCTION "feed_term_days_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_term_days (task_id, day, term, posts)
  SELECT n.task_id, (n.posted_at AT TIME ZONE 'Asia/Hong_Kong')::date, t.term, count(*)::int
  FROM new_links n JOIN posts p ON p.id = n.post_id CROSS JOIN LATERAL unnest(p.terms) AS t(term)
  WHERE n.spam = 0
  GROUP BY 1, 2, 3
  ON CONFLICT (task_id, day, term) DO UPDATE SET posts = feed_term_days.posts + excluded.posts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "feed_term_days_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE feed_term_days d SET posts = d.posts - g.n
  FROM (
    SELECT o.task_id, (o.posted_at AT TIME ZONE 'Asia/Hong_Kong')::date AS day, t.term, count(*)::int AS n
    FROM old_links o JOIN posts p ON p.id = o.post_id CROSS JOIN LATERAL unnest(p.terms) AS t(term)
    WHERE o.spam = 0
    GROUP BY 1, 2, 3
  ) g
  WHERE d.task_id = g.task_id AND d.day = g.day AND d.term = g.term;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "feed_term_days_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_term_days (task_id, day, term, posts)
  SELECT n.task_id, (n.posted_at AT TIME ZONE 'Asia/Hong_Kong')::date, t.term,
    sum(CASE WHEN n.spam = 0 THEN 1 ELSE -1 END)::int
  FROM new_links n JOIN old_links o ON o.task_id = n.task_id AND o.post_id = n.post_id
    JOIN posts p ON p.id = n.post_id CROSS JOIN LATERAL unnest(p.terms) AS t(term)
  WHERE (o.spam = 0) <> (n.spam = 0)
  GROUP BY 1, 2, 3
  ON CONFLICT (task_id, day, term) DO UPDATE SET posts = feed_term_days.posts + excluded.posts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "feed_posts_terms_insert" AFTER INSERT ON "feed_posts" REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_term_days_insert"();--> statement-breakpoint
CREATE TRIGGER "feed_posts_terms_delete" AFTER DELETE ON "feed_posts" REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_term_days_delete"();--> statement-breakpoint
CREATE TRIGGER "feed_posts_terms_update" AFTER UPDATE ON "feed_posts" REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_term_days_update"();
