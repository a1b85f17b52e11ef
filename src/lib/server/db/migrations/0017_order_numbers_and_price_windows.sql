-- Order numbers from a sequence per store (no row lock held by every order of a store until its commit), owned by
-- orders.order_number so that TRUNCATE orders RESTART IDENTITY (the seed) starts them again; each continues after
-- the last number order_sequences gave out.
CREATE SEQUENCE "public"."order_number_fi" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_no" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_sv" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
ALTER SEQUENCE "public"."order_number_fi" OWNED BY "orders"."order_number";--> statement-breakpoint
ALTER SEQUENCE "public"."order_number_no" OWNED BY "orders"."order_number";--> statement-breakpoint
ALTER SEQUENCE "public"."order_number_sv" OWNED BY "orders"."order_number";--> statement-breakpoint
SELECT setval(format('order_number_%s', store_code)::regclass, last_value) FROM "order_sequences" WHERE store_code IN ('sv', 'no', 'fi');--> statement-breakpoint
DROP TABLE "order_sequences" CASCADE;--> statement-breakpoint
CREATE INDEX "product_prices_special_from" ON "product_prices" USING btree ("special_from_date") WHERE special_from_date IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_prices_special_to" ON "product_prices" USING btree ("special_to_date") WHERE special_to_date IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_news_from" ON "products" USING btree ("news_from_date") WHERE news_from_date IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_news_to" ON "products" USING btree ("news_to_date") WHERE news_to_date IS NOT NULL;
