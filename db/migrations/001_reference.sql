-- Reference data, loaded at start from the program's embedded catalog and
-- Comprehensive Rules text, and from newer official CR files on import.

-- An edition of the Comprehensive Rules, named by its effective date.
create table cr_editions (
    edition   text primary key,            -- effective date, YYYY-MM-DD
    source    text not null,               -- "embedded" or the imported file's name
    loaded_at timestamptz not null default now()
);

-- One numbered rule ("106.7", "603.4", "810") of one edition.
create table cr_rules (
    edition  text not null references cr_editions (edition) on delete cascade,
    number   text not null,
    seq      integer not null,             -- position in the document
    text     text not null,
    examples text[] not null default '{}', -- the "Example:" paragraphs after it
    search   tsvector generated always as (to_tsvector('english', number || ' ' || text)) stored,
    primary key (edition, number)
);
create index cr_rules_search on cr_rules using gin (search);
create index cr_rules_number on cr_rules (number, edition desc);

-- One glossary entry of one edition.
create table cr_glossary (
    edition text not null references cr_editions (edition) on delete cascade,
    term    text not null,
    seq     integer not null,
    text    text not null,
    primary key (edition, term)
);

-- A card of the catalog, as the engine knows it.
create table cards (
    name      text primary key,            -- Oracle name
    key       text not null unique,        -- folded for lookup
    mana_cost text not null default '',
    type_line text not null,
    oracle    text not null,
    power     text not null default '',
    toughness text not null default '',
    search    tsvector generated always as (
        setweight(to_tsvector('english', name), 'A') ||
        setweight(to_tsvector('english', type_line || ' ' || oracle), 'B')
    ) stored
);
create index cards_search on cards using gin (search);

-- The official rulings of a card, in published order.
create table card_rulings (
    card   text not null references cards (name) on update cascade on delete cascade,
    seq    integer not null,
    date   date not null,
    text   text not null,
    search tsvector generated always as (to_tsvector('english', text)) stored,
    primary key (card, seq)
);
create index card_rulings_search on card_rulings using gin (search);

-- What reference data has been loaded, so loading the same data again is
-- skipped.
create table reference_loads (
    kind      text primary key,            -- "catalog", "cr " and the edition
    digest    text not null,               -- sha256 of the data loaded
    loaded_at timestamptz not null default now()
);
