import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from '@/app/boot';
import { arrancar } from '@/app/prerender/arranque';
import { leerDatosIniciales } from '@/app/prerender/datos-iniciales';
import { initDarkMode } from '@/lib/dark-mode';
import { initI18n } from '@/lib/i18n';
import { restoreSession } from '@/lib/session';
import './index.css';

restoreSession();
initDarkMode();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');

// A page the API pre-rendered carries the brand and the shell's texts (decision 053); the plain index.html
// (dev server, a build without the SSR bundle) boots as before.
const datos = leerDatosIniciales();
if (datos) {
  void arrancar(root, datos);
} else {
  // Starts fetching the shell's texts now; Boot waits for them with the brand.
  void initI18n();
  createRoot(root).render(
    <StrictMode>
      <Boot />
    </StrictMode>,
  );
}
