-- UNLOGGED (edited by hand): limits only; a database crash empties them, handing everyone a full budget.
CREATE UNLOGGED TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
-- UNLOGGED (edited by hand): limits only; a database crash empties them, handing everyone a full budget.
CREATE UNLOGGED TABLE "write_limit_buckets" (
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"full_at" double precision NOT NULL,
	CONSTRAINT "write_limit_buckets_kind_user_id_pk" PRIMARY KEY("kind","user_id")
);
