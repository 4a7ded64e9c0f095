-- Every relay LISTENs on "outbox_events": an insert wakes them once its transaction commits, so none has to poll
-- often for rows another process wrote. Per statement, so a batch of rows is one notification.
CREATE FUNCTION "notify_outbox_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_events', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER "outbox_events_notify" AFTER INSERT ON "outbox_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_outbox_events"();
