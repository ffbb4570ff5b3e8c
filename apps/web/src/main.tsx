import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from '@/app/boot';
import { initDarkMode } from '@/lib/dark-mode';
import { initI18n } from '@/lib/i18n';
import { restoreSession } from '@/lib/session';
import './index.css';

restoreSession();
// Starts fetching the shell's texts now; Boot waits for them with the brand.
void initI18n();
initDarkMode();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');

createRoot(root).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
