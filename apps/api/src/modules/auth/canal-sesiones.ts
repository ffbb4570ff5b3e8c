/**
 * The channel on which a copy says that sessions ended (a logout, a password change, a company switch, a block,
 * an erasure). Its notice is `jti:<jti>` for one token or `<tipo>:<id>` for every token of one user.
 */
export const CANAL_SESIONES = 'puente_sesiones';
