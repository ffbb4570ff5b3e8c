import { connect } from 'node:net';

export interface RespuestaCruda {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes as they are to a listening server and reads the answer until
 * the server closes or the answer is complete. Tests use it for what no HTTP
 * client would send (a broken percent-escape, 17 KB of headers): inject and
 * fetch either normalise those or refuse them before the server sees them.
 */
export function peticionCruda(port: number, raw: string | Buffer, timeoutMs = 10_000): Promise<RespuestaCruda> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`sin respuesta completa en ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      try {
        resolve(parse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks))) {
        socket.end();
        finish();
      }
    });
    // A reset after the answer was written still leaves a readable answer.
    socket.on('error', () => undefined);
    socket.on('close', finish);
    socket.write(raw);
  });
}

function split(data: Buffer): { head: string; body: Buffer } | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  return { head: data.subarray(0, end).toString('latin1'), body: data.subarray(end + 4) };
}

function headersOf(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function complete(data: Buffer): boolean {
  const parts = split(data);
  if (!parts) return false;
  const length = headersOf(parts.head)['content-length'];
  return length !== undefined && parts.body.length >= Number(length);
}

function parse(data: Buffer): RespuestaCruda {
  const parts = split(data);
  if (!parts) throw new Error(`respuesta HTTP incompleta: ${JSON.stringify(data.toString('latin1').slice(0, 200))}`);
  const status = Number(parts.head.split(' ')[1]);
  return { status, headers: headersOf(parts.head), body: parts.body.toString('utf8') };
}
