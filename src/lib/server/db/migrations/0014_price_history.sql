CREATE TABLE "price_history" (
	"product_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"regular_price" numeric(12, 2),
	"source" text DEFAULT 'catalogue' NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_product_id_store_code_effective_from_pk" PRIMARY KEY("product_id","store_code","effective_from"),
	CONSTRAINT "price_history_price_non_negative" CHECK ("price_history"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;