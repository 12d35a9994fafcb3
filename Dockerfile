# syntax=docker/dockerfile:1
# The ticket shop image: the API with the built front end (`node backend/dist/main.js`), and with
# another command the projections worker (`node projections/dist/worker.js`). See docs/operations.md.

ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, dev ones included, for building. Only the manifests are copied first, so this
# layer is rebuilt when dependencies change, not on every source edit.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY test/package.json test/
# No install scripts run: none is needed to build (native tools come as per-platform packages), and
# one of them only reports analytics.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts --no-audit --no-fund

FROM deps AS build
COPY tsconfig.base.json ./
COPY projections projections
COPY backend backend
COPY frontend frontend
RUN npm run build

# Production dependencies of the two workspaces that run; the front end ships as static files only.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY test/package.json test/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace=projections --workspace=backend

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/node_modules node_modules
# Whole folders: a dependency npm could not hoist would sit in the workspace's own node_modules.
COPY --from=runtime-deps /app/projections projections
COPY --from=runtime-deps /app/backend backend
COPY --from=build /app/projections/dist projections/dist
COPY --from=build /app/backend/dist backend/dist
COPY backend/assets backend/assets
COPY --from=build /app/frontend/dist frontend/dist
# Embedded mode (no DATABASE_URL) and any files the shop keeps live here; the rest stays read-only.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
