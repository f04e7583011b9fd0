# Orrery in a container: a static binary on a small Debian base, run as a
# non-root user. Configure it with a file mounted at /etc/orrery/config.toml
# or with environment variables (DISCORD_TOKEN, DATABASE_URL, ...; see
# config.example.toml). The image holds no Postgres: point DATABASE_URL at
# one (the README has a docker compose example).
#
#   docker build -t orrery .
#   docker run --rm orrery ask --no-store '/orrery lands orreries:2'
#   docker run -d -e DISCORD_TOKEN=... -e DATABASE_URL=postgres://... orrery

FROM golang:1.26-bookworm AS build
WORKDIR /src
# Modules first, so that a change to the code alone reuses this layer.
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/bot ./cmd/bot

FROM debian:bookworm-slim
# CA certificates for Discord's and an LLM API's HTTPS; tzdata for log times.
RUN apt-get update \
	&& apt-get install -y --no-install-recommends ca-certificates tzdata \
	&& rm -rf /var/lib/apt/lists/* \
	&& groupadd --system --gid 10001 orrery \
	&& useradd --system --uid 10001 --gid orrery --home-dir /var/lib/orrery --shell /usr/sbin/nologin orrery \
	&& mkdir -p /etc/orrery /var/lib/orrery \
	&& chown orrery:orrery /var/lib/orrery
COPY --from=build /out/bot /usr/local/bin/bot
COPY config.example.toml /etc/orrery/config.example.toml
USER orrery:orrery
WORKDIR /var/lib/orrery
ENV ORRERY_DATA_DIR=/var/lib/orrery \
	ORRERY_HTTP_LISTEN=:8080
VOLUME ["/var/lib/orrery"]
EXPOSE 8080
# With no arguments the bot runs everything that is configured; any
# subcommand may be given instead: ask, ruling, recheck, import-cr, migrate.
ENTRYPOINT ["/usr/local/bin/bot"]
