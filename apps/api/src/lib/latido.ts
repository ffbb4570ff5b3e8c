/**
 * When a background loop last showed it is alive (the mail outbox worker's
 * passes): /readyz takes a copy out of the balancer when it stops, /metrics
 * says how long ago (docs/decisions/049-salud-y-metricas.md). Its creation
 * counts as the first beat, so a loop about to start is not already late.
 */
export class Latido {
  private ultimo: number;

  constructor(private readonly ahora: () => number = Date.now) {
    this.ultimo = ahora();
  }

  readonly marcar = () => {
    this.ultimo = this.ahora();
  };

  /** Milliseconds since the last beat. */
  edadMs() {
    return this.ahora() - this.ultimo;
  }
}
