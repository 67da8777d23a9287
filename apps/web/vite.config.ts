import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every asset goes under /assets with a content hash, so the server can mark it immutable.
    assetsDir: 'assets',
    // For browsers, terser with two compress passes ships about 3 KB gzip less JavaScript per page
    // than esbuild; the server renderer stays unminified so its stack traces stay readable.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
  ssr: {
    // The server renderer (dist/ssr) loads React and friends from node_modules; our own
    // TypeScript package has no build of its own, so it is bundled in.
    noExternal: ['@app/contracts'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/.netlify': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
    },
  },
}));
