# RacePro: one app instance. Build: docker build -t racepro .   (docs/deploy.md explains running several)
# NOTE: not built on the development machines (they have no Docker daemon); compose.yaml runs it twice behind nginx.

# --- build: every dependency, then the web app (dist/web) and the server bundle (dist/server) -----------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- run: production dependencies only (what the bundle imports), the bundle, the web app and the migrations ----
FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The bundle finds drizzle/ and dist/web from its own place (/app/dist/server -> /app): src/server/app-root.ts.
COPY drizzle ./drizzle
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/web ./dist/web
# The embedded store (no DATABASE_URL) writes here; with PostgreSQL nothing is written to disk.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `node dist/server/main.js` (no TypeScript at run time). npm passes SIGTERM on to it, which finishes in-flight
# requests before exiting; --silent keeps npm's banner out of the JSON log lines.
CMD ["npm", "run", "--silent", "start:prod"]
