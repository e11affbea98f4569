CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"live_limit" integer,
	"adhoc_limit" integer,
	"export_pm" integer DEFAULT 0 NOT NULL,
	"kw_pt" integer,
	"live_qry_mod" integer,
	"smart_feed" boolean DEFAULT false NOT NULL,
	"alert" boolean DEFAULT false NOT NULL,
	"keyword_limit" integer,
	"date_from" timestamp with time zone,
	"trend_access" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "feed_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"readable" boolean DEFAULT true NOT NULL,
	"writable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ind_labels" (
	"label_id" integer PRIMARY KEY NOT NULL,
	"label_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" integer PRIMARY KEY NOT NULL,
	"industry" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"lang_abbr" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mediums" (
	"medium" text PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"site" text PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"display_name" text NOT NULL,
	"display_name_zh" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"task_type" smallint NOT NULL,
	"indus_id" integer DEFAULT 0 NOT NULL,
	"query_layer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"query_string" text DEFAULT '' NOT NULL,
	"lang_abbr" text NOT NULL,
	"list_medium" jsonb,
	"adhoc_from" timestamp with time zone,
	"adhoc_to" timestamp with time zone,
	"cron" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"last_edit_user" integer,
	"last_edit_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"font" text DEFAULT 'default' NOT NULL,
	"loader" smallint DEFAULT 4 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_access" ADD CONSTRAINT "feed_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_access" ADD CONSTRAINT "feed_access_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_medium_mediums_medium_fk" FOREIGN KEY ("medium") REFERENCES "public"."mediums"("medium") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_last_edit_user_users_id_fk" FOREIGN KEY ("last_edit_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_access_user_task_idx" ON "feed_access" USING btree ("user_id","task_id");--> statement-breakpoint
CREATE INDEX "feed_access_task_idx" ON "feed_access" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "login_attempts_username_idx" ON "login_attempts" USING btree ("username","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sites_medium_idx" ON "sites" USING btree ("medium");--> statement-breakpoint
CREATE INDEX "tasks_account_idx" ON "tasks" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_account_idx" ON "users" USING btree ("account_id");