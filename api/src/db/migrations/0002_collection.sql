CREATE TABLE "feed_posts" (
	"task_id" integer NOT NULL,
	"post_id" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"is_comment" boolean NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_posts_task_id_post_id_pk" PRIMARY KEY("task_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"medium" text NOT NULL,
	"site" text NOT NULL,
	"label_id" integer,
	"poll_interval_s" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"allow_private" boolean DEFAULT false NOT NULL,
	"api_key_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"etag" text,
	"last_modified" text,
	"cursor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_poll_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"posts_collected" bigint DEFAULT 0 NOT NULL,
	"lag_ms" bigint,
	CONSTRAINT "sources_name_unique" UNIQUE("name"),
	CONSTRAINT "sources_api_key_hash_unique" UNIQUE("api_key_hash")
);
--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_medium_mediums_medium_fk";
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "source_ref" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "thread_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "author_image" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "author_link" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "channel_link" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "share_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reaction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reaction_like" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reaction_dislike" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reaction_love" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reaction_haha" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reaction_angry" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reaction_sad" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reaction_wow" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "ai_sentiment" smallint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "ai_impact" real;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "label_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "terms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "match_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "collected_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "matched_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "filled_with" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "filled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_medium_mediums_medium_fk" FOREIGN KEY ("medium") REFERENCES "public"."mediums"("medium") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_posts_task_posted_idx" ON "feed_posts" USING btree ("task_id","posted_at");--> statement-breakpoint
CREATE INDEX "jobs_run_at_idx" ON "jobs" USING btree ("run_at");--> statement-breakpoint
CREATE INDEX "posts_seq_idx" ON "posts" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "posts_thread_idx" ON "posts" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "posts_match_keys_idx" ON "posts" USING gin ("match_keys");