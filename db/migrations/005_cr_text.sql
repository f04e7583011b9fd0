-- The whole text of an imported Comprehensive Rules file, as published, so
-- that every process parses the same edition from the database at start.
-- Null for the edition built into the program.
alter table cr_editions add column text text;
