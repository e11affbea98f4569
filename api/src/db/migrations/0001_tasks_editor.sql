CREATE TABLE "feed_user_settings" (
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"display_smart_train_prompt" boolean DEFAULT true NOT NULL,
	CONSTRAINT "feed_user_settings_user_id_task_id_pk" PRIMARY KEY("user_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"medium" text NOT NULL,
	"site" text NOT NULL,
	"thread_title" text DEFAULT '' NOT NULL,
	"thread_link" text DEFAULT '' NOT NULL,
	"post_link" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"author_id" text DEFAULT '' NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"is_comment" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_modifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "guided_view" jsonb DEFAULT '{"NoExOnly":false,"ExcludeOnly":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "last_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_user_settings" ADD CONSTRAINT "feed_user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_user_settings" ADD CONSTRAINT "feed_user_settings_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_medium_mediums_medium_fk" FOREIGN KEY ("medium") REFERENCES "public"."mediums"("medium") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_modifications" ADD CONSTRAINT "task_modifications_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_modifications" ADD CONSTRAINT "task_modifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_user_settings_task_idx" ON "feed_user_settings" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "posts_posted_at_idx" ON "posts" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "task_modifications_task_at_idx" ON "task_modifications" USING btree ("task_id","at");