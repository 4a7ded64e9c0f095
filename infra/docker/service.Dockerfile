# One image per service: `docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=auth .`
# ENTRY picks the process (main, or worker for the AI job workers); APT_PACKAGES adds Debian packages
# (the AI workers need ffmpeg, pocketsphinx and its English model, sphinxbase-utils and fonts).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run -w @atelier/db generate \
 && npm run -w @atelier/web build \
 && npx tsx infra/build/build-services.ts

FROM node:20-bookworm-slim
ARG SERVICE
ARG ENTRY=main
ARG APT_PACKAGES=""
RUN if [ -n "$APT_PACKAGES" ]; then \
      apt-get update && apt-get install -y --no-install-recommends $APT_PACKAGES && rm -rf /var/lib/apt/lists/*; \
    fi
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE=${SERVICE} ENTRY=${ENTRY}
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
# The bundle imports its packages by their path under /app, where they were installed in the build stage.
CMD ["sh", "-c", "exec node --enable-source-maps services/${SERVICE}/dist/${ENTRY}.mjs"]
