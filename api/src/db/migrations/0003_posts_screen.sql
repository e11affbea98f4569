CREATE TABLE "bookmarks" (
	"task_id" integer NOT NULL,
	"post_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookmarks_task_id_post_id_user_id_pk" PRIMARY KEY("task_id","post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "spam" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "spam_by" integer;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "spam_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "sentiment" smallint;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "sentiment_by" integer;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "sentiment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_spam_by_users_id_fk" FOREIGN KEY ("spam_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_sentiment_by_users_id_fk" FOREIGN KEY ("sentiment_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;