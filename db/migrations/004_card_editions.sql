-- Editions of the card data imported with "bot cards import" (MTGJSON
-- AtomicCards, or Scryfall oracle-cards with its rulings), so that every
-- process of a deployment answers from the same cards: at start, each
-- uses the newest edition imported, laid over the cards built into the
-- program. An edition is kept whole, in the catalog's compact form, and
-- is never changed once written; importing the same data again finds it.
create table card_editions (
    id          bigint generated always as identity primary key,
    name        text not null unique,      -- as rulings record it: source, date and digest
    source      text not null,             -- the names of the files it was read from
    digest      text not null unique,      -- sha256 of the compact form, hex
    cards       integer not null check (cards > 0),
    data        bytea not null,            -- the compact form, gzip-compressed
    imported_at timestamptz not null default now()
);
create index card_editions_newest on card_editions (imported_at desc, id desc);
