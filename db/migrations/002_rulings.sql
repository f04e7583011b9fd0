-- Stored rulings, who asked for them, and judges' reviews.

-- A ruling: the engine's answer to one canonical question. A row is never
-- changed once written, except to mark it superseded by a newer engine's
-- different answer.
create table rulings (
    id            text primary key,        -- short content address, Crockford base32
    digest        bytea not null unique,   -- sha256 of engine version and canonical question
    engine        text not null,
    cr_edition    text not null,
    command       text not null,           -- the command as first asked
    question      text not null,           -- tap, could-produce, lands, upkeep, ...
    canonical     text not null,           -- the question in canonical form
    board         text not null default '',
    answer        text not null,
    understood    boolean not null,
    ruling        jsonb not null,          -- the full ruling, as bot ask --json prints it
    cards         text[] not null default '{}',  -- card names the question mentions
    card_keys     text[] not null default '{}',  -- the same, folded for lookup
    search        tsvector not null,
    created_at    timestamptz not null default now(),
    superseded_by text references rulings (id),
    superseded_at timestamptz,
    check (id ~ '^[0-9A-HJKMNP-TV-Z]{8,}$'),
    check ((superseded_by is null) = (superseded_at is null)),
    check (superseded_by is distinct from id)
);
create index rulings_search on rulings using gin (search);
create index rulings_card_keys on rulings using gin (card_keys);
create index rulings_created on rulings (created_at desc, id desc);
create index rulings_current on rulings (id) where superseded_by is null;

-- One row each time someone asks a question: who, where, when.
create table asks (
    id         bigint generated always as identity primary key,
    ruling_id  text not null references rulings (id),
    command    text not null,              -- as this asker typed it
    source     text not null check (source in ('cli', 'discord', 'web')),
    user_id    text not null default '',
    user_name  text not null default '',
    guild_id   text not null default '',
    channel_id text not null default '',
    asked_at   timestamptz not null default now()
);
create index asks_ruling on asks (ruling_id);

-- A judge's verdict on a ruling; a ruling may have several, the latest shown.
create table reviews (
    id            bigint generated always as identity primary key,
    ruling_id     text not null references rulings (id),
    verdict       text not null check (verdict in ('correct', 'incorrect', 'unclear')),
    note          text not null default '',
    reviewer_id   text not null default '',
    reviewer_name text not null default '',
    created_at    timestamptz not null default now()
);
create index reviews_ruling on reviews (ruling_id, created_at desc, id desc);
