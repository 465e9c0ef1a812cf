# Pathshala: the compiled server and the built web app on Node.js 24 LTS, run as an unprivileged user.
#   docker build -t pathshala .        (compose.yaml builds it for `docker compose up`)
# Settings are environment variables (README "Configuration", .env.example); data lives in /app/data.

# --- build: all dependencies, `npm run build` → dist/web and dist/web-ssr (Vite) and dist/server (esbuild) ---
FROM node:24.22.3-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- production dependencies only (the packages dist/server leaves in node_modules, and tsx for npm scripts) ---
FROM node:24.22.3-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The image's own Node.js runs the server: the copy of it npm installs for machines without Node 24 is left out.
RUN npm ci --omit=dev --no-audit --no-fund && rm -rf node_modules/node-linux-* node_modules/.bin/node \
    && npm cache clean --force

# --- runtime ---
FROM node:24.22.3-slim
# MALLOC_*: as npm start runs the server (scripts/build.ts's SERVER_PROCESS_ENV, decisions 0055 and 0056)
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# The server finds its root by package.json, then reads server/db/migrations, dist/web and dist/web-ssr from there.
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json package-lock.json ./
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/server/db/migrations ./server/db/migrations
COPY --from=build --chown=root:root /app/server/db/seed/catalogue/images ./server/db/seed/catalogue/images
# The image's files belong to root and cannot be changed by the server; only the data folder is its own.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `docker stop` sends SIGTERM to this process: the server stops accepting, finishes what is in flight and exits.
CMD ["node", "dist/server/main.js"]
