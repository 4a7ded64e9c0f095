import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import {
  API_CACHE_MAX_AGE_SECONDS,
  API_CACHE_NAME,
  IMAGE_CACHE_MAX_ENTRIES,
  IMAGE_CACHE_NAME,
  isShownImageRead,
  isSiteVisitRead,
} from "./src/features/offline-cache/lib/api-cache-route.ts";
import { cachedAnswerNotice } from "./src/features/offline-cache/lib/cached-answer-notice.ts";
import { endedSessionGuard } from "./src/features/offline-cache/lib/ended-session-guard.ts";

/** The gateway serves the API and Socket.IO on one origin; in development Vite stands in front of it. */
const GATEWAY_URL = "http://localhost:8080";

/** Only the client portal draws signatures: its library stays in the portal's chunk, out of every studio page's load. */
const PORTAL_LIBRARIES = /node_modules[\\/]signature_pad[\\/]/;

/** Charts are drawn only on the dashboard's Analytics tab, which loads on demand; in a chunk of their own they stay out of the first load. */
const CHART_LIBRARIES =
  /node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|es-toolkit|eventemitter3|decimal\.js-light|tiny-invariant)[\\/]/;

/**
 * Longer than any healthy answer takes, short enough that a designer with a bar of signal that carries nothing is
 * shown the saved answer within seconds rather than a spinner for the browser's minute.
 */
const API_NETWORK_TIMEOUT_SECONDS = 6;

/**
 * The site app: Workbox precaches the built shell (the studio's screens and the portal's chunk) into /sw.js, and any
 * app page opened without signal gets index.html from it. The reads a site visit needs are network first, their last
 * answers kept for use without signal (src/features/offline-cache); a designer's uploads wait in the offline queue.
 * The app registers the worker itself (src/features/offline-queue), and the worker takes charge of the page that
 * registered it, so the data warmed up right after the first sign-in is kept too.
 */
const siteApp = VitePWA({
  injectRegister: false,
  filename: "sw.js",
  includeAssets: ["favicon.svg", "apple-touch-icon.png"],
  manifest: {
    name: "Atelier",
    short_name: "Atelier",
    description: "Atelier: Luxury Interior Design Management Platform",
    lang: "en-ZA",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#f7f3ec",
    theme_color: "#f7f3ec",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/(healthz|readyz)$/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // What pages ask of the worker: to take charge of them, and to keep nothing of a session that ended (public/sw-messages.js).
    importScripts: ["/sw-messages.js"],
    runtimeCaching: [
      {
        urlPattern: isSiteVisitRead,
        handler: "NetworkFirst",
        method: "GET",
        options: {
          cacheName: API_CACHE_NAME,
          networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
          // Ahead of the notice, so an answer too old to use is neither used nor announced.
          expiration: { maxAgeSeconds: API_CACHE_MAX_AGE_SECONDS },
          plugins: [cachedAnswerNotice, endedSessionGuard],
        },
      },
      {
        // A stored image never changes under its key, so the kept copy is as good as the network's.
        urlPattern: isShownImageRead,
        handler: "CacheFirst",
        method: "GET",
        options: {
          cacheName: IMAGE_CACHE_NAME,
          // 0: the object store's images are fetched without CORS, and the browser hides their status.
          cacheableResponse: { statuses: [0, 200] },
          expiration: { maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: API_CACHE_MAX_AGE_SECONDS },
          plugins: [endedSessionGuard],
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), siteApp],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app, so they get chunks of their own that stay cached.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 2 },
            // Ahead of "charts", so libraries the app shares with the charts (clsx) are not pulled into that chunk.
            { name: "vendor", test: (id) => /node_modules[\\/]/.test(id) && !CHART_LIBRARIES.test(id) && !PORTAL_LIBRARIES.test(id), priority: 1 },
            { name: "charts", test: CHART_LIBRARIES },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: GATEWAY_URL, changeOrigin: true },
      "/socket.io": { target: GATEWAY_URL, changeOrigin: true, ws: true },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    unstubGlobals: true,
    isolate: false,
  },
});
