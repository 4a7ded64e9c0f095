# One image per service: `docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=auth .`
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run -w @atelier/db generate \
 && npm run -w @atelier/web build

FROM node:20-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
CMD ["sh", "-c", "exec node --import tsx services/${SERVICE}/src/main.ts"]
