-- An event added offline is queued on the device and sent once the connection is back, with an
-- id the client made (crypto.randomUUID), so that a retry of a send whose answer was lost can never
-- store it twice: the second insert fails on the primary key, which the app reads as delivered
-- (docs/decisions/030-installable-and-offline.md). Clients may now send the id on insert; they still
-- may not change it, and RLS still admits only their own rows.
grant insert (id) on public.calendar_events to authenticated;
