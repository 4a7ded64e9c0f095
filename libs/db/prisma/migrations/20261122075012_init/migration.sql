-- CreateEnum
CREATE TYPE "user_role" AS ENUM ('owner', 'designer');

-- CreateEnum
CREATE TYPE "project_status" AS ENUM ('active', 'completed', 'pending');

-- CreateEnum
CREATE TYPE "property_type" AS ENUM ('house', 'apartment', 'villa', 'mansion', 'townhouse', 'condo', 'penthouse');

-- CreateEnum
CREATE TYPE "architectural_style" AS ENUM ('modern', 'contemporary', 'traditional', 'colonial', 'victorian', 'craftsman', 'mediterranean', 'minimalist');

-- CreateEnum
CREATE TYPE "design_style" AS ENUM ('luxury-modern', 'classic-elegance', 'minimalist', 'scandinavian', 'industrial', 'bohemian', 'transitional', 'eclectic');

-- CreateEnum
CREATE TYPE "item_unit" AS ENUM ('each', 'set', 'pair', 'meters');

-- CreateEnum
CREATE TYPE "item_category" AS ENUM ('furniture', 'lighting', 'textiles', 'accessories', 'art');

-- CreateEnum
CREATE TYPE "item_status" AS ENUM ('ordered', 'in_transit', 'delivered', 'cancelled');

-- CreateEnum
CREATE TYPE "item_source" AS ENUM ('manual', 'voice', 'sample');

-- CreateEnum
CREATE TYPE "image_type" AS ENUM ('photo', 'generated');

-- CreateEnum
CREATE TYPE "quote_status" AS ENUM ('draft', 'sent', 'approved', 'rejected', 'expired');

-- CreateEnum
CREATE TYPE "quote_line_kind" AS ENUM ('item', 'labour', 'delivery');

-- CreateEnum
CREATE TYPE "production_status" AS ENUM ('pending', 'in_production', 'quality_check', 'ready', 'completed');

-- CreateEnum
CREATE TYPE "delivery_status" AS ENUM ('scheduled', 'in_transit', 'completed', 'delayed');

-- CreateEnum
CREATE TYPE "priority" AS ENUM ('low', 'medium', 'high', 'urgent');

-- CreateEnum
CREATE TYPE "installation_type" AS ENUM ('furniture', 'lighting', 'flooring', 'fixtures', 'artwork', 'final_setup');

-- CreateEnum
CREATE TYPE "installation_status" AS ENUM ('scheduled', 'in_progress', 'completed', 'cancelled', 'delayed');

-- CreateEnum
CREATE TYPE "meeting_type" AS ENUM ('consultation', 'site_visit', 'presentation', 'review', 'installation');

-- CreateEnum
CREATE TYPE "meeting_status" AS ENUM ('scheduled', 'in_progress', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "timeline_status" AS ENUM ('pending', 'in_progress', 'completed', 'overdue');

-- CreateEnum
CREATE TYPE "timeline_category" AS ENUM ('design', 'approval', 'production', 'delivery', 'milestone');

-- CreateEnum
CREATE TYPE "notification_type" AS ENUM ('whatsapp', 'email', 'system');

-- CreateEnum
CREATE TYPE "job_state" AS ENUM ('waiting', 'active', 'delayed', 'completed', 'failed');

-- CreateTable
CREATE TABLE "studios" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "code_prefix" VARCHAR(8) NOT NULL DEFAULT 'ATL',
    "markup_percent" DECIMAL(5,2) NOT NULL DEFAULT 30,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "studios_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "studio_sequences" (
    "studio_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "value" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "studio_sequences_pkey" PRIMARY KEY ("studio_id","name")
);

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "profile_image_url" TEXT,
    "role" "user_role" NOT NULL DEFAULT 'owner',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "projects" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "code" TEXT,
    "title" TEXT NOT NULL,
    "status" "project_status" NOT NULL DEFAULT 'active',
    "description" TEXT,
    "address" TEXT,
    "client_name" TEXT,
    "client_email" TEXT,
    "budget_estimate" DECIMAL(12,2),
    "total_cost" DECIMAL(12,2),
    "start_date" DATE,
    "expected_end_date" DATE,
    "created_by_id" UUID,
    "property_type" "property_type",
    "architectural_style" "architectural_style",
    "design_style" "design_style",
    "year_built" INTEGER,
    "total_square_footage" DECIMAL(10,2),
    "number_of_bedrooms" INTEGER,
    "number_of_bathrooms" DECIMAL(4,1),
    "number_of_floors" INTEGER,
    "lot_size" DECIMAL(12,2),
    "has_garage" BOOLEAN NOT NULL DEFAULT false,
    "garage_spaces" INTEGER,
    "has_pool" BOOLEAN NOT NULL DEFAULT false,
    "has_garden" BOOLEAN NOT NULL DEFAULT false,
    "special_features" TEXT,
    "accessibility_requirements" TEXT,
    "color_preferences" TEXT,
    "special_requirements" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rooms" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "dimensions" TEXT,
    "floor_area" DECIMAL(10,2),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rooms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "room_items" (
    "id" UUID NOT NULL,
    "room_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "quantity" DECIMAL(10,2) NOT NULL DEFAULT 1,
    "unit" "item_unit" NOT NULL DEFAULT 'each',
    "category" "item_category",
    "color" TEXT,
    "material" TEXT,
    "size" TEXT,
    "specifications" TEXT,
    "cost_estimate" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "supplier_quote" DECIMAL(12,2),
    "supplier" TEXT,
    "lead_time_days" INTEGER,
    "eta" DATE,
    "purchase_order" TEXT,
    "status" "item_status",
    "image_url" TEXT,
    "thumbnail_url" TEXT,
    "source" "item_source" NOT NULL DEFAULT 'manual',
    "ai_confidence" DECIMAL(4,3),
    "voice_note_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "room_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "voice_notes" (
    "id" UUID NOT NULL,
    "room_id" UUID NOT NULL,
    "transcript" TEXT NOT NULL,
    "extracted_data" JSONB,
    "duration" DECIMAL(8,2),
    "audio_object_key" TEXT,
    "idempotency_key" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "voice_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "images" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "room_id" UUID,
    "type" "image_type" NOT NULL,
    "object_key" TEXT NOT NULL,
    "thumbnail_object_key" TEXT,
    "content_type" TEXT,
    "width" INTEGER,
    "height" INTEGER,
    "prompt" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "idempotency_key" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quotes" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "status" "quote_status" NOT NULL DEFAULT 'draft',
    "subtotal" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "vat" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "total" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "valid_until" DATE,
    "sent_at" TIMESTAMPTZ(3),
    "approved_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quotes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_lines" (
    "id" UUID NOT NULL,
    "quote_id" UUID NOT NULL,
    "kind" "quote_line_kind" NOT NULL DEFAULT 'item',
    "room_item_id" UUID,
    "room_name" TEXT,
    "name" TEXT NOT NULL,
    "category" "item_category",
    "quantity" DECIMAL(10,2) NOT NULL,
    "unit" "item_unit" NOT NULL DEFAULT 'each',
    "unit_cost" DECIMAL(12,2) NOT NULL,
    "unit_price" DECIMAL(12,2) NOT NULL,
    "line_total" DECIMAL(12,2) NOT NULL,
    "supplier" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "quote_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approvals" (
    "id" UUID NOT NULL,
    "quote_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "signature_object_key" TEXT NOT NULL,
    "signed_by" TEXT NOT NULL,
    "ip_address" TEXT NOT NULL,
    "user_agent" TEXT NOT NULL,
    "portal_token_id" UUID,
    "signed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "quote_version" INTEGER NOT NULL,
    "quote_sha256" VARCHAR(64) NOT NULL,

    CONSTRAINT "approvals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "production_items" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "quote_line_id" UUID,
    "name" TEXT NOT NULL,
    "sku" TEXT,
    "quantity" DECIMAL(10,2) NOT NULL DEFAULT 1,
    "status" "production_status" NOT NULL DEFAULT 'pending',
    "estimated_completion" DATE,
    "qr_code" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "production_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deliveries" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "delivery_number" TEXT NOT NULL,
    "status" "delivery_status" NOT NULL DEFAULT 'scheduled',
    "scheduled_date" TIMESTAMPTZ(3) NOT NULL,
    "eta" TIMESTAMPTZ(3),
    "driver_name" TEXT,
    "driver_phone" TEXT,
    "notes" TEXT,
    "pod_signature_object_key" TEXT,
    "delivered_date" TIMESTAMPTZ(3),
    "tracking_url" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "delivery_items" (
    "id" UUID NOT NULL,
    "delivery_id" UUID NOT NULL,
    "production_item_id" UUID,
    "room_item_id" UUID,
    "name" TEXT NOT NULL,
    "quantity" DECIMAL(10,2) NOT NULL DEFAULT 1,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "delivery_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "installations" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "type" "installation_type" NOT NULL DEFAULT 'furniture',
    "scheduled_date" TIMESTAMPTZ(3) NOT NULL,
    "estimated_duration_hours" INTEGER NOT NULL DEFAULT 4,
    "team_members" TEXT,
    "requirements" TEXT,
    "notes" TEXT,
    "priority" "priority" NOT NULL DEFAULT 'medium',
    "status" "installation_status" NOT NULL DEFAULT 'scheduled',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "installations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meetings" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "type" "meeting_type" NOT NULL DEFAULT 'consultation',
    "scheduled_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_minutes" INTEGER NOT NULL DEFAULT 60,
    "location" TEXT,
    "priority" "priority" NOT NULL DEFAULT 'medium',
    "status" "meeting_status" NOT NULL DEFAULT 'scheduled',
    "notes" TEXT,
    "outcomes" TEXT,
    "follow_up_required" BOOLEAN NOT NULL DEFAULT false,
    "follow_up_date" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "meetings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meeting_attendees" (
    "id" UUID NOT NULL,
    "meeting_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT,
    "email" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "meeting_attendees_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "timeline_events" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "date" TIMESTAMPTZ(3) NOT NULL,
    "status" "timeline_status" NOT NULL DEFAULT 'pending',
    "category" "timeline_category" NOT NULL DEFAULT 'milestone',
    "attachments" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "timeline_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portal_tokens" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "created_by_id" UUID,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portal_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "type" "notification_type" NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "link" TEXT,
    "dedupe_key" TEXT,
    "read_at" TIMESTAMPTZ(3),
    "dismissed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "studio_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "jobs" (
    "id" UUID NOT NULL,
    "queue" TEXT NOT NULL,
    "bullmq_job_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "studio_id" UUID NOT NULL,
    "user_id" UUID,
    "project_id" UUID,
    "state" "job_state" NOT NULL DEFAULT 'waiting',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "result" JSONB,
    "failed_reason" TEXT,
    "attempts_made" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_studio_id_idx" ON "users"("studio_id");

-- CreateIndex
CREATE INDEX "projects_studio_id_status_idx" ON "projects"("studio_id", "status");

-- CreateIndex
CREATE INDEX "projects_studio_id_created_at_idx" ON "projects"("studio_id", "created_at");

-- CreateIndex
CREATE INDEX "projects_created_by_id_idx" ON "projects"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "projects_studio_id_code_key" ON "projects"("studio_id", "code");

-- CreateIndex
CREATE INDEX "rooms_project_id_created_at_idx" ON "rooms"("project_id", "created_at");

-- CreateIndex
CREATE INDEX "room_items_room_id_created_at_idx" ON "room_items"("room_id", "created_at");

-- CreateIndex
CREATE INDEX "room_items_voice_note_id_idx" ON "room_items"("voice_note_id");

-- CreateIndex
CREATE UNIQUE INDEX "voice_notes_idempotency_key_key" ON "voice_notes"("idempotency_key");

-- CreateIndex
CREATE INDEX "voice_notes_room_id_created_at_idx" ON "voice_notes"("room_id", "created_at");

-- CreateIndex
CREATE INDEX "voice_notes_created_by_id_idx" ON "voice_notes"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "images_idempotency_key_key" ON "images"("idempotency_key");

-- CreateIndex
CREATE INDEX "images_project_id_created_at_idx" ON "images"("project_id", "created_at");

-- CreateIndex
CREATE INDEX "images_room_id_created_at_idx" ON "images"("room_id", "created_at");

-- CreateIndex
CREATE INDEX "images_created_by_id_idx" ON "images"("created_by_id");

-- CreateIndex
CREATE INDEX "quotes_studio_id_status_idx" ON "quotes"("studio_id", "status");

-- CreateIndex
CREATE INDEX "quotes_project_id_created_at_idx" ON "quotes"("project_id", "created_at");

-- CreateIndex
CREATE INDEX "quotes_created_by_id_idx" ON "quotes"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "quotes_studio_id_number_key" ON "quotes"("studio_id", "number");

-- CreateIndex
CREATE INDEX "quote_lines_quote_id_sort_order_idx" ON "quote_lines"("quote_id", "sort_order");

-- CreateIndex
CREATE INDEX "quote_lines_room_item_id_idx" ON "quote_lines"("room_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "approvals_quote_id_key" ON "approvals"("quote_id");

-- CreateIndex
CREATE INDEX "approvals_project_id_idx" ON "approvals"("project_id");

-- CreateIndex
CREATE INDEX "approvals_portal_token_id_idx" ON "approvals"("portal_token_id");

-- CreateIndex
CREATE UNIQUE INDEX "production_items_quote_line_id_key" ON "production_items"("quote_line_id");

-- CreateIndex
CREATE INDEX "production_items_project_id_created_at_idx" ON "production_items"("project_id", "created_at");

-- CreateIndex
CREATE INDEX "deliveries_project_id_scheduled_date_idx" ON "deliveries"("project_id", "scheduled_date");

-- CreateIndex
CREATE UNIQUE INDEX "deliveries_studio_id_delivery_number_key" ON "deliveries"("studio_id", "delivery_number");

-- CreateIndex
CREATE INDEX "delivery_items_delivery_id_sort_order_idx" ON "delivery_items"("delivery_id", "sort_order");

-- CreateIndex
CREATE INDEX "delivery_items_production_item_id_idx" ON "delivery_items"("production_item_id");

-- CreateIndex
CREATE INDEX "delivery_items_room_item_id_idx" ON "delivery_items"("room_item_id");

-- CreateIndex
CREATE INDEX "installations_project_id_scheduled_date_idx" ON "installations"("project_id", "scheduled_date");

-- CreateIndex
CREATE INDEX "meetings_project_id_scheduled_at_idx" ON "meetings"("project_id", "scheduled_at");

-- CreateIndex
CREATE INDEX "meeting_attendees_meeting_id_sort_order_idx" ON "meeting_attendees"("meeting_id", "sort_order");

-- CreateIndex
CREATE INDEX "timeline_events_project_id_date_idx" ON "timeline_events"("project_id", "date");

-- CreateIndex
CREATE UNIQUE INDEX "portal_tokens_token_hash_key" ON "portal_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "portal_tokens_project_id_created_at_idx" ON "portal_tokens"("project_id", "created_at");

-- CreateIndex
CREATE INDEX "portal_tokens_created_by_id_idx" ON "portal_tokens"("created_by_id");

-- CreateIndex
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "notifications_studio_id_idx" ON "notifications"("studio_id");

-- CreateIndex
CREATE UNIQUE INDEX "notifications_user_id_dedupe_key_key" ON "notifications"("user_id", "dedupe_key");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_created_at_idx" ON "outbox_events"("published_at", "created_at");

-- CreateIndex
CREATE INDEX "jobs_studio_id_created_at_idx" ON "jobs"("studio_id", "created_at");

-- CreateIndex
CREATE INDEX "jobs_user_id_created_at_idx" ON "jobs"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "jobs_project_id_idx" ON "jobs"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "jobs_queue_bullmq_job_id_key" ON "jobs"("queue", "bullmq_job_id");

-- AddForeignKey
ALTER TABLE "studio_sequences" ADD CONSTRAINT "studio_sequences_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room_items" ADD CONSTRAINT "room_items_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room_items" ADD CONSTRAINT "room_items_voice_note_id_fkey" FOREIGN KEY ("voice_note_id") REFERENCES "voice_notes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voice_notes" ADD CONSTRAINT "voice_notes_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voice_notes" ADD CONSTRAINT "voice_notes_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "images" ADD CONSTRAINT "images_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "images" ADD CONSTRAINT "images_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "rooms"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_room_item_id_fkey" FOREIGN KEY ("room_item_id") REFERENCES "room_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_portal_token_id_fkey" FOREIGN KEY ("portal_token_id") REFERENCES "portal_tokens"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "production_items" ADD CONSTRAINT "production_items_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "production_items" ADD CONSTRAINT "production_items_quote_line_id_fkey" FOREIGN KEY ("quote_line_id") REFERENCES "quote_lines"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delivery_items" ADD CONSTRAINT "delivery_items_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delivery_items" ADD CONSTRAINT "delivery_items_production_item_id_fkey" FOREIGN KEY ("production_item_id") REFERENCES "production_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delivery_items" ADD CONSTRAINT "delivery_items_room_item_id_fkey" FOREIGN KEY ("room_item_id") REFERENCES "room_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "installations" ADD CONSTRAINT "installations_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_meeting_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portal_tokens" ADD CONSTRAINT "portal_tokens_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portal_tokens" ADD CONSTRAINT "portal_tokens_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
