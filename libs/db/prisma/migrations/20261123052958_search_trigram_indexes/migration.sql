-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateIndex
CREATE INDEX "projects_title_idx" ON "projects" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "projects_code_idx" ON "projects" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "projects_client_name_idx" ON "projects" USING GIN ("client_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "projects_client_email_idx" ON "projects" USING GIN ("client_email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "room_items_name_idx" ON "room_items" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "rooms_name_idx" ON "rooms" USING GIN ("name" gin_trgm_ops);
