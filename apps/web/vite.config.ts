import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Two HTML entries: index.html for the public site (one document per page) and app.html for
 * the client-routed dashboard and staff console. The dev server answers their paths with
 * app.html, as the production server does (the paths of `isClientRoutedPath` in
 * @app/contracts/routes, which Node cannot import here: it is TypeScript source).
 */
const appShellInDev: Plugin = {
  name: 'app-shell-in-dev',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/(dashboard|staff)([/?#]|$)/.test(req.url)) req.url = '/app.html';
      next();
    });
  },
};

/**
 * React Router 7's package exports name only its development build (warnings and checks
 * included), whatever the mode: browser builds take its production build instead.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/dist[\\/]development[\\/]index\.m?js$/, 'dist/production/index.mjs');

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), appShellInDev],
  resolve: {
    alias: command === 'build' && !isSsrBuild ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every asset goes under /assets with a content hash, so the server can mark it immutable.
    assetsDir: 'assets',
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            app: fileURLToPath(new URL('app.html', import.meta.url)),
          },
        },
    // For browsers, terser with two compress passes ships about 3 KB gzip less JavaScript per page
    // than esbuild; the server renderer stays unminified so its stack traces stay readable.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
    modulePreload: {
      polyfill: false,
      // The public entry (assets/index-*.js) imports each page of the site on demand: listing every
      // page's chunks for preloading would cost each page about 1 KB gzip for the one page it shows.
      // A page's chunk then loads its own imports; its HTML is already on screen meanwhile.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /^assets\/index-[^/]+\.js$/.test(hostId) ? [] : deps,
    },
  },
  // The server renderer (dist/ssr) bundles everything it imports, with React's production build
  // chosen at build time: it renders the same way whatever NODE_ENV the server runs with (React's
  // development build costs twice the CPU a page). Elsewhere (the dev server, the web tests)
  // dependencies load from node_modules; our own TypeScript package has no build, so it is inlined.
  ssr: { noExternal: isSsrBuild ? true : ['@app/contracts'] },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/.netlify': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
    },
  },
}));
