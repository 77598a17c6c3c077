# syntax=docker/dockerfile:1
# NetClass for several instances behind a proxy (docs/operations.md): the app only, with
# DATABASE_URL naming an external PostgreSQL (the embedded one is the one-machine mode) and,
# with more than one instance, STORAGE=s3 for the files. See compose.yaml for a whole setup.

# --- build: the web app (Vite) and the server bundle (esbuild), with the dev dependencies.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --ignore-scripts
COPY tsconfig.base.json tsconfig.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# --- run: the server's production dependencies, its bundle, its migrations and the built web app.
FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# Only the server workspace's runtime packages; no install scripts (the embedded PostgreSQL's
# is not needed with DATABASE_URL).
RUN npm ci --omit=dev --ignore-scripts --workspace @netclass/server && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness only: the proxy asks /api/health/ready to route traffic.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself (graceful shutdown, SHUTDOWN_* settings).
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
