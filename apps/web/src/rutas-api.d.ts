declare module 'virtual:rutas-api' {
  /** Each contract endpoint's name → "METHOD /path" (vite.config.ts `rutasApi`, decision 026). */
  const rutas: Readonly<Record<string, string>>;
  export default rutas;
}
