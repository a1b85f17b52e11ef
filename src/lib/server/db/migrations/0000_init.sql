CREATE TABLE "customer_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"tax_class_id" integer NOT NULL,
	CONSTRAINT "customer_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "store_views" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"locale" text NOT NULL,
	"country_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"free_shipping_threshold" numeric(12, 2) NOT NULL,
	CONSTRAINT "store_views_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tax_classes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"country_id" text NOT NULL,
	"region_name" text,
	"region_id" integer,
	"rate" numeric(6, 3) NOT NULL,
	CONSTRAINT "tax_rates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"product_tax_class_ids" integer[] NOT NULL,
	"customer_tax_class_ids" integer[] NOT NULL,
	"tax_rate_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL,
	"labels" jsonb NOT NULL,
	"swatch" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"frontend_input" text NOT NULL,
	"labels" jsonb NOT NULL,
	"is_filterable" boolean DEFAULT false NOT NULL,
	"is_comparable" boolean DEFAULT false NOT NULL,
	"is_user_defined" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_single_value_filter" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attributes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bundle_option_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"can_change_qty" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"type" text DEFAULT 'select' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"image" text,
	"icon" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	CONSTRAINT "category_translations_category_id_store_code_pk" PRIMARY KEY("category_id","store_code")
);
--> statement-breakpoint
CREATE TABLE "configurable_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"link_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"special_price" numeric(12, 2),
	"special_from_date" timestamp with time zone,
	"special_to_date" timestamp with time zone,
	CONSTRAINT "product_prices_product_id_store_code_pk" PRIMARY KEY("product_id","store_code")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	CONSTRAINT "product_translations_product_id_store_code_pk" PRIMARY KEY("product_id","store_code")
);
--> statement-breakpoint
CREATE TABLE "product_view_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"type_id" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"visibility" integer DEFAULT 4 NOT NULL,
	"parent_id" integer,
	"tax_class_id" integer NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"media_gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"weight" numeric(10, 3),
	"news_from_date" timestamp with time zone,
	"news_to_date" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"customer_id" integer,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"nickname" text NOT NULL,
	"ratings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"manage_stock" boolean DEFAULT true NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"backorders" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_items_sku_unique" UNIQUE("sku"),
	CONSTRAINT "stock_items_qty_non_negative" CHECK ("stock_items"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tier_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"customer_group_id" integer NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"value" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "url_rewrites" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"request_path" text NOT NULL,
	"target_path" text NOT NULL,
	"redirect_type" integer DEFAULT 0 NOT NULL,
	"entity_type" text,
	"entity_id" integer
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"street" jsonb NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country_id" text NOT NULL,
	"region" text,
	"telephone" text,
	"company" text,
	"default_shipping" boolean DEFAULT false NOT NULL,
	"default_billing" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"password_hash" text NOT NULL,
	"group_id" integer NOT NULL,
	"store_code" text DEFAULT 'sv' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"store_code" text DEFAULT 'sv' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"email" text NOT NULL,
	"store_code" text DEFAULT 'sv' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_gift_cards" (
	"cart_id" text NOT NULL,
	"code" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "cart_gift_cards_cart_id_code_pk" PRIMARY KEY("cart_id","code")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"qty" integer NOT NULL,
	"product_option" jsonb,
	"checksum" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"store_code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"coupon_code" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"payment_method_code" text,
	"service_point_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"store_code" text,
	"description" text,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"is_active" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"code" text PRIMARY KEY NOT NULL,
	"initial_amount" numeric(12, 2) NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"price_incl_tax" numeric(12, 2) NOT NULL,
	"row_total_incl_tax" numeric(12, 2) NOT NULL,
	"tax_percent" numeric(6, 3) NOT NULL,
	"tax_amount" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"product_option" jsonb
);
--> statement-breakpoint
CREATE TABLE "order_sequences" (
	"store_code" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"order_hash" text NOT NULL,
	"store_code" text NOT NULL,
	"customer_id" integer,
	"cart_id" text,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"subtotal_incl_tax" numeric(12, 2) NOT NULL,
	"tax_amount" numeric(12, 2) NOT NULL,
	"shipping_incl_tax" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"gift_card_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(12, 2) NOT NULL,
	"coupon_code" text,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_carrier_code" text NOT NULL,
	"shipping_method_code" text NOT NULL,
	"service_point_id" text,
	"payment_method_code" text NOT NULL,
	"payment_additional" jsonb,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_order_hash_unique" UNIQUE("order_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"provider" text DEFAULT 'avarda' NOT NULL,
	"purchase_token" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"method" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_sessions_purchase_token_unique" UNIQUE("purchase_token")
);
--> statement-breakpoint
CREATE TABLE "postcode_locations" (
	"country_id" text NOT NULL,
	"postcode_prefix" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "postcode_locations_country_id_postcode_prefix_pk" PRIMARY KEY("country_id","postcode_prefix")
);
--> statement-breakpoint
CREATE TABLE "service_points" (
	"id" text PRIMARY KEY NOT NULL,
	"carrier_code" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_id" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_option_links" ADD CONSTRAINT "bundle_option_links_option_id_bundle_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."bundle_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_option_links" ADD CONSTRAINT "bundle_option_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_options" ADD CONSTRAINT "bundle_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_options" ADD CONSTRAINT "configurable_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_options" ADD CONSTRAINT "configurable_options_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_linked_product_id_products_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_view_reports" ADD CONSTRAINT "product_view_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_prices" ADD CONSTRAINT "tier_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_prices" ADD CONSTRAINT "tier_prices_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_cards" ADD CONSTRAINT "cart_gift_cards_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_cards" ADD CONSTRAINT "cart_gift_cards_code_gift_cards_code_fk" FOREIGN KEY ("code") REFERENCES "public"."gift_cards"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_options_attr_value" ON "attribute_options" USING btree ("attribute_id","value");--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_url" ON "category_translations" USING btree ("store_code","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_slug" ON "category_translations" USING btree ("store_code","slug");--> statement-breakpoint
CREATE INDEX "product_categories_category" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_links_product" ON "product_links" USING btree ("product_id","link_type");--> statement-breakpoint
CREATE INDEX "product_translations_url" ON "product_translations" USING btree ("store_code","url_path");--> statement-breakpoint
CREATE INDEX "product_view_reports_product" ON "product_view_reports" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_parent" ON "products" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_type" ON "products" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "reviews_product" ON "reviews" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "tier_prices_product" ON "tier_prices" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "url_rewrites_request" ON "url_rewrites" USING btree ("store_code","request_path");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_customer" ON "refresh_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_sku" ON "stock_alerts" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "cart_items_cart" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_checksum" ON "cart_items" USING btree ("cart_id","checksum");--> statement-breakpoint
CREATE INDEX "carts_customer" ON "carts" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_cart" ON "payment_sessions" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "service_points_country" ON "service_points" USING btree ("country_id","postcode");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_blocks_identifier" ON "cms_blocks" USING btree ("identifier","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_identifier" ON "cms_pages" USING btree ("identifier","store_id");