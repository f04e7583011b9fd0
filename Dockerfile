# Orrery in a container: a static binary on a small Debian base, run as a
# non-root user. Configure it with a file mounted at /etc/orrery/config.toml
# or with environment variables (DISCORD_TOKEN, DATABASE_URL, ...; see
# config.example.toml). With DATABASE_URL it uses that Postgres (compose.yaml
# runs one beside it); without, it runs a private Postgres server of its own
# in the /var/lib/orrery volume, from the Postgres binaries the image holds,
# so the image also runs alone.
#
#   docker build -t orrery .
#   docker run --rm orrery ask --no-store '/orrery lands orreries:2'
#   docker run -d -v orrery:/var/lib/orrery -e DISCORD_TOKEN=... orrery
#   docker compose up -d

FROM golang:1.26-bookworm AS build
WORKDIR /src
# Modules first, so that a change to the code alone reuses this layer.
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/bot ./cmd/bot

FROM debian:bookworm-slim
# CA certificates for Discord's and an LLM API's HTTPS; tzdata for log times;
# Postgres's server binaries for the private cluster used without DATABASE_URL.
RUN apt-get update \
	&& apt-get install -y --no-install-recommends ca-certificates tzdata postgresql-15 \
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
# bot health asks the running server's /healthz (exit 0 when it answers 200).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
	CMD ["/usr/local/bin/bot", "health"]
# With no arguments the bot runs everything that is configured; any
# subcommand may be given instead: ask, ruling, recheck, health, ...
ENTRYPOINT ["/usr/local/bin/bot"]
