import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/marca': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Deliberate: route-table.ts loads the /404 screen lazily like any row, and router.tsx also imports it
        // statically so it is in the entry chunk, because a chunk that fails to download leads there.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('routes/connection-error')) return;
        handler(level, log);
      },
    },
  },
});
