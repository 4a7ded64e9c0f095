-- CreateEnum
CREATE TYPE "quote_audit_action" AS ENUM ('viewed', 'downloaded', 'approved', 'changes_requested');

-- AlterTable
ALTER TABLE "approvals" ADD COLUMN     "consent_statement" TEXT NOT NULL,
ADD COLUMN     "signature_sha256" VARCHAR(64) NOT NULL;

-- CreateTable
CREATE TABLE "quote_audit_events" (
    "id" UUID NOT NULL,
    "quote_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "action" "quote_audit_action" NOT NULL,
    "actor" TEXT,
    "comment" TEXT,
    "portal_token_id" UUID,
    "ip_address" TEXT NOT NULL,
    "user_agent" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "quote_audit_events_quote_id_at_idx" ON "quote_audit_events"("quote_id", "at");

-- CreateIndex
CREATE INDEX "quote_audit_events_project_id_idx" ON "quote_audit_events"("project_id");

-- CreateIndex
CREATE INDEX "quote_audit_events_portal_token_id_idx" ON "quote_audit_events"("portal_token_id");

-- AddForeignKey
ALTER TABLE "quote_audit_events" ADD CONSTRAINT "quote_audit_events_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_audit_events" ADD CONSTRAINT "quote_audit_events_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_audit_events" ADD CONSTRAINT "quote_audit_events_portal_token_id_fkey" FOREIGN KEY ("portal_token_id") REFERENCES "portal_tokens"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Approvals and the portal trail are evidence: once written, no statement may change or remove a row.
CREATE FUNCTION "refuse_evidence_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: its rows cannot be changed or deleted', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER "approvals_append_only" BEFORE UPDATE OR DELETE ON "approvals"
  FOR EACH ROW EXECUTE FUNCTION "refuse_evidence_change"();

CREATE TRIGGER "quote_audit_events_append_only" BEFORE UPDATE OR DELETE ON "quote_audit_events"
  FOR EACH ROW EXECUTE FUNCTION "refuse_evidence_change"();

CREATE TRIGGER "quote_audit_events_no_truncate" BEFORE TRUNCATE ON "quote_audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_evidence_change"();

CREATE TRIGGER "approvals_no_truncate" BEFORE TRUNCATE ON "approvals"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_evidence_change"();
