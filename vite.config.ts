import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'El Grande Companion',
        short_name: 'El Grande',
        description: 'Table companion for El Grande: the board, the moves and every scoring explained.',
        start_url: '.',
        display: 'standalone',
        background_color: '#f4ecd8',
        theme_color: '#7a1f1f',
        icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'] },
    }),
  ],
});
