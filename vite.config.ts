import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./client'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fromRoot('./shared') },
      { find: '@', replacement: fromRoot('./client/src') },
      // react-big-calendar imports dayjs plugins for a localizer we do not use (date-fns).
      {
        find: /^dayjs\/plugin\/.*$/,
        replacement: fromRoot(
          './client/src/features/admin-bookings/components/calendar/dayjs-plugin-stub.ts',
        ),
      },
    ],
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
  },
});
