# syntax=docker/dockerfile:1
# The studio's production image: the standalone Next server (output: 'standalone') and the files it
# traced, run as a non-root user. The emulator is not in it: it has a target of its own below, used
# only by compose's `emulator` profile for demos and tests.
ARG NODE_IMAGE=node:20.19-bookworm-slim

# Every dependency, development ones included: the build needs TypeScript, Tailwind and PostCSS.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npx next build

# Production only: the standalone output holds just the modules the server imports (no dev
# dependencies, no emulator, no tests), plus the static files it serves.
FROM ${NODE_IMAGE} AS studio
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_MANUAL_SIG_HANDLE=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    STUDIO_DATA_DIR=/data
RUN groupadd --system studio && useradd --system --gid studio --no-create-home studio \
    && mkdir /data && chown studio:studio /data
# The code stays root's, read-only to the server; only /data is the server's to write.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
USER studio
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]

# The service emulator, for `docker compose --profile emulator`: never part of the studio image.
FROM deps AS emulator
COPY tsconfig.json ./
COPY lib/api ./lib/api
COPY emulator ./emulator
ENV EMULATOR_HOST=0.0.0.0 EMULATOR_PORT=4010 EMULATOR_DATA_DIR=/data
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 4010
CMD ["node", "--import", "tsx", "emulator/main.ts"]
