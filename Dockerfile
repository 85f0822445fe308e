# The API and the built web app in one image. Build: docker build -t skyler-backoffice .
# Run with DATABASE_URL (PostgreSQL) and SECRET_KEY; see docs/deploy.md.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# the project's own scripts install nothing at runtime; the image already has Node 24
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build -w @skyler/web && npm run build -w @skyler/api

FROM node:24-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# the API bundle carries the domain package; only its external dependencies are installed
RUN npm ci --no-audit --no-fund --ignore-scripts --omit=dev -w @skyler/api && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/main.js"]
