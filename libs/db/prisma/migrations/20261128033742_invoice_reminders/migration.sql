-- CreateEnum
CREATE TYPE "invoice_reminder_stage" AS ENUM ('due_soon', 'due_today', 'overdue_7', 'overdue_14');

-- AlterEnum
ALTER TYPE "notification_kind" ADD VALUE 'invoice_overdue';

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "overdue_at" TIMESTAMPTZ(3),
ADD COLUMN     "reminders_paused" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "studios" ADD COLUMN     "invoice_reminders" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "invoice_reminders" (
    "id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "stage" "invoice_reminder_stage" NOT NULL,
    "sent_to" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3),
    "failed_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoice_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "invoice_reminders_invoice_id_stage_key" ON "invoice_reminders"("invoice_id", "stage");

-- AddForeignKey
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;
