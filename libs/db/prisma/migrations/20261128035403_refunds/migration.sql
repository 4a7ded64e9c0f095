-- CreateTable
CREATE TABLE "refunds" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "refunded_on" DATE NOT NULL,
    "method" "payment_method" NOT NULL,
    "reference" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "refunds_project_id_refunded_on_idx" ON "refunds"("project_id", "refunded_on");

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
