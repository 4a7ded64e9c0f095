-- Each studio reads its dates and times in its own zone; every studio so far kept South African time.
ALTER TABLE "studios" ADD COLUMN "time_zone" TEXT NOT NULL DEFAULT 'Africa/Johannesburg';
