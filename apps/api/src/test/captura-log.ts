import { Writable } from 'node:stream';

/** A log destination that keeps every line, for tests that check what the API writes (and what it does not). */
export function capturaDeLog() {
  const lineas: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lineas.push(String(chunk));
      done();
    },
  });
  return { stream, lineas, registrado: () => lineas.join('') };
}
