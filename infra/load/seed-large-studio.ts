/**
 * Fills one studio with a large studio's data: 2,000 projects of 10 rooms of 10 items (200,000 items),
 * 5 quotes a project (10,000 quotes, 4 lines each) and 30 timeline events a project (60,000), spread over the
 * last two years. Set-based SQL on one connection in one transaction: a few seconds, where row-by-row inserts
 * would take minutes.
 * The spread is deterministic (from the row numbers), so every run measures the same data.
 */
import pg from "pg";

export const LARGE_STUDIO = { projects: 2_000, roomsPerProject: 10, itemsPerRoom: 10, quotesPerProject: 5, linesPerQuote: 4, timelineEventsPerProject: 30 };

export interface LargeStudioSample {
  /** A project and one of its rooms, for the per-record routes. */
  projectId: string;
  roomId: string;
}

const PROJECTS = `
  INSERT INTO projects (id, studio_id, code, title, status, client_name, client_email, budget_estimate, total_cost,
                        start_date, expected_end_date, property_type, architectural_style, design_style, created_at, updated_at)
  SELECT gen_random_uuid(), $1::uuid, 'LRG-' || lpad(n::text, 5, '0'), 'Residence ' || n,
         (ARRAY['active', 'completed', 'pending'])[1 + n % 3]::project_status,
         'Client ' || n % 1500, 'Client.' || n % 1500 || '@large-studio.test',
         250000 + (n * 7919) % 2000000, 250000 + (n * 7919) % 2000000,
         created::date, created::date + 60 + n % 120,
         (enum_range(NULL::property_type))[1 + n % 7],
         (enum_range(NULL::architectural_style))[1 + n % 8],
         (enum_range(NULL::design_style))[1 + (n * n) % 8],
         created, least(created + interval '3 days', now())
  FROM generate_series(1, $2::int) AS n,
       LATERAL (SELECT now() - (n % 730) * interval '1 day' - (n % 24) * interval '1 hour' AS created) AS c`;

const ROOMS = `
  INSERT INTO rooms (id, project_id, name, dimensions, floor_area, created_at, updated_at)
  SELECT gen_random_uuid(), project.id, (ARRAY['Living Room', 'Main Bedroom', 'Kitchen', 'Dining Room', 'Study', 'Guest Bedroom',
                            'Family Room', 'Entrance Hall', 'Patio', 'Bathroom'])[r],
         (3 + r % 5) || 'm x ' || (3 + r % 3) || 'm', (3 + r % 5) * (3 + r % 3),
         project.created_at + r * interval '1 minute', project.created_at + r * interval '1 minute'
  FROM projects AS project, generate_series(1, $2::int) AS r
  WHERE project.studio_id = $1::uuid`;

/** A quarter of the items come from voice notes; every second of those was edited afterwards. */
const ITEMS = `
  INSERT INTO room_items (id, room_id, name, quantity, unit, category, material, color, cost_estimate, source, created_at, updated_at)
  SELECT gen_random_uuid(), room.id, 'Item ' || i, 1 + i % 4, 'each',
         (enum_range(NULL::item_category))[1 + i % 5], 'Oak', 'Natural',
         500 + (hashtext(room.id::text) & 65535) % 30000 + i * 125,
         (CASE WHEN i % 4 = 0 THEN 'voice' ELSE 'manual' END)::item_source,
         room.created_at, room.created_at + (CASE WHEN i % 8 = 0 THEN interval '1 day' ELSE interval '0' END)
  FROM rooms AS room JOIN projects AS project ON project.id = room.project_id, generate_series(1, $2::int) AS i
  WHERE project.studio_id = $1::uuid`;

/** Two in five quotes approved, one in five sent, the rest draft, rejected or expired. */
const QUOTES = `
  INSERT INTO quotes (id, studio_id, project_id, number, title, status, subtotal, vat, total, sent_at, approved_at, created_at, updated_at)
  SELECT gen_random_uuid(), $1::uuid, project.id, 'LQ-' || project.code || '-' || q, 'Quote ' || q, s.status,
         s.subtotal, round(s.subtotal * 0.15, 2), s.subtotal + round(s.subtotal * 0.15, 2),
         CASE WHEN s.status IN ('sent', 'approved') THEN project.created_at + q * interval '5 days' END,
         CASE WHEN s.status = 'approved' THEN least(project.created_at + q * interval '9 days', now()) END,
         project.created_at + q * interval '4 days', project.created_at + q * interval '4 days'
  FROM projects AS project, generate_series(1, $2::int) AS q,
       LATERAL (SELECT (ARRAY['approved', 'approved', 'sent', 'draft', 'rejected', 'expired', 'approved', 'sent', 'draft', 'approved'])
                         [1 + ((hashtext(project.id::text) & 65535) + q) % 10]::quote_status AS status,
                       (20000 + (hashtext(project.id::text || q) & 65535) % 400000)::numeric(12, 2) AS subtotal) AS s
  WHERE project.studio_id = $1::uuid`;

const QUOTE_LINES = `
  INSERT INTO quote_lines (id, quote_id, kind, name, quantity, unit_cost, unit_price, line_total, sort_order)
  SELECT gen_random_uuid(), quote.id, (CASE WHEN l = 4 THEN 'labour' ELSE 'item' END)::quote_line_kind, 'Line ' || l, l,
         round(quote.subtotal / 10 / l * 0.75, 2), round(quote.subtotal / 10 / l, 2), round(quote.subtotal / 10 / l, 2) * l, l
  FROM quotes AS quote, generate_series(1, $2::int) AS l
  WHERE quote.studio_id = $1::uuid`;

/**
 * A timeline as a project's life leaves one: an event every four days from the project's start, the earlier
 * ones mostly completed; a sixth added by subscribers (an approval, an order, a delivery), the rest by designers.
 */
const TIMELINE_EVENTS = `
  INSERT INTO timeline_events (id, project_id, title, description, date, status, category, source_event_id, created_at, updated_at)
  SELECT gen_random_uuid(), project.id, 'Step ' || e, CASE WHEN e % 3 = 0 THEN 'Notes for step ' || e END,
         project.created_at + e * interval '4 days',
         (CASE WHEN e < $2::int / 2 THEN 'completed' WHEN e % 5 = 0 THEN 'in_progress' ELSE 'pending' END)::timeline_status,
         (enum_range(NULL::timeline_category))[1 + e % 5],
         CASE WHEN e % 6 = 0 THEN gen_random_uuid() END,
         project.created_at, project.created_at
  FROM projects AS project, generate_series(1, $2::int) AS e
  WHERE project.studio_id = $1::uuid`;

const ANALYZED_TABLES = "projects, rooms, room_items, quotes, quote_lines, timeline_events";

export async function seedLargeStudio(databaseUrl: string, studioId: string): Promise<LargeStudioSample> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query(PROJECTS, [studioId, LARGE_STUDIO.projects]);
    await client.query(ROOMS, [studioId, LARGE_STUDIO.roomsPerProject]);
    await client.query(ITEMS, [studioId, LARGE_STUDIO.itemsPerRoom]);
    await client.query(QUOTES, [studioId, LARGE_STUDIO.quotesPerProject]);
    await client.query(QUOTE_LINES, [studioId, LARGE_STUDIO.linesPerQuote]);
    await client.query(TIMELINE_EVENTS, [studioId, LARGE_STUDIO.timelineEventsPerProject]);
    await client.query("COMMIT");
    // A long-lived database is vacuumed and analysed by autovacuum; measure it in that state, not mid-catch-up.
    await client.query(`VACUUM ANALYZE ${ANALYZED_TABLES}`);
    const { rows } = await client.query<{ project_id: string; room_id: string }>(
      `SELECT project.id AS project_id, room.id AS room_id
       FROM projects AS project JOIN rooms AS room ON room.project_id = project.id
       WHERE project.studio_id = $1::uuid ORDER BY project.code, room.created_at LIMIT 1`,
      [studioId],
    );
    return { projectId: rows[0]!.project_id, roomId: rows[0]!.room_id };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
