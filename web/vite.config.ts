import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** The gateway serves the API and Socket.IO on one origin; in development Vite stands in front of it. */
const GATEWAY_URL = "http://localhost:8080";

/** Only the client portal draws signatures: its library stays in the portal's chunk, out of every studio page's load. */
const PORTAL_LIBRARIES = /node_modules[\\/]signature_pad[\\/]/;

/** Charts are drawn only on the dashboard's Analytics tab, which loads on demand; in a chunk of their own they stay out of the first load. */
const CHART_LIBRARIES =
  /node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|es-toolkit|eventemitter3|decimal\.js-light|tiny-invariant)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});
