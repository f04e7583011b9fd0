-- Rewordings of stored rulings by a language model, kept once they passed
-- every check, so that asking again for the same ruling's explanation reuses
-- the text and calls no model. A rewording belongs to the model that wrote
-- it and to the version of the prompt it was asked with: a new model or a
-- new prompt gets its own.
create table phrasings (
    ruling_id      text not null references rulings (id),
    model          text not null check (model <> ''),
    prompt_version text not null check (prompt_version <> ''),
    text           text not null check (text <> ''),
    created_at     timestamptz not null default now(),
    primary key (ruling_id, model, prompt_version)
);
