import { crc32 } from 'node:zlib';

/**
 * Small but real files of each family, for the tests of the storage and of
 * the modules that upload: each starts with the bytes file-type reads.
 */

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

/** A ZIP with stored (uncompressed) entries, as Office and LibreOffice files are. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const common = [...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0x21), ...u32(crc32(data))];
    const sizes = [...u32(data.length), ...u32(data.length), ...u16(name.length), ...u16(0)];
    const local = bytes([0x50, 0x4b, 0x03, 0x04], common, sizes, name, data);
    centrals.push(bytes([0x50, 0x4b, 0x01, 0x02], u16(20), common, sizes, u16(0), u16(0), u16(0), u32(0), u32(offset), name));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = bytes([0x50, 0x4b, 0x05, 0x06], u16(0), u16(0), u16(centrals.length), u16(centrals.length), u32(central.length));
  return Buffer.concat([...locals, central, end, Buffer.from(u32(offset)), Buffer.from(u16(0))]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/main.xml" ContentType="${main}"/></Types>`;

export const SAMPLES = {
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  // Real 2×2 pictures (made once with sharp): the storage decodes and re-encodes them without their metadata.
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4ISd3Qk6OAUIBAB8mBBGFRCvEAAAAAElFTkSuQmCC',
    'base64',
  ),
  jpg: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAHlhf//Z',
    'base64',
  ),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0], new Array(20).fill(0)),
  bmp: bytes('BM', u32(70), u32(0), u32(54), u32(40), new Array(50).fill(0)),
  tif: Buffer.from(
    'SUkqADYAAAD/2P/AABEIAAIAAgMBIgACEQEDEQH/2gAMAwEAAhEDEQA/AOAooor54/YT/9kAEQAAAQMAAQAAAAIAAAABAQMAAQAAAAIAAAACAQ' +
      'MAAwAAABgBAAADAQMAAQAAAAcAAAAGAQMAAQAAAAYAAAARAQQAAQAAAAgAAAASAQMAAQAAAAEAAAAVAQMAAQAAAAMAAAAWAQMAAQAAAAABAAAX' +
      'AQQAAQAAAC0AAAAaAQUAAQAAAAgBAAAbAQUAAQAAABABAAAcAQMAAQAAAAEAAAAoAQMAAQAAAAIAAABTAQMAAwAAAB4BAABbAQcAPgIAAFQBAA' +
      'AUAgUABgAAACQBAAAAAAAAMzPLAAAACAAzM8sAAAAIAAgACAAIAAEAAQABAAAAAAABAAAA/wAAAAEAAACAAAAAAQAAAP8AAAABAAAAgAAAAAEA' +
      'AAD/AAAAAQAAAP/Y/9sAQwAGBAUGBQQGBgUGBwcGCAoQCgoJCQoUDg8MEBcUGBgXFBYWGh0lHxobIxwWFiAsICMmJykqKRkfLTAtKDAlKCko/9' +
      'sAQwEHBwcKCAoTCgoTKBoWGigoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo/8QAHwAAAQUBAQEBAQEA' +
      'AAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGR' +
      'olJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLD' +
      'xMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBA' +
      'cFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpj' +
      'ZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09f' +
      'b3+Pn6/9k=',
    'base64',
  ),
  cfb: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(504).fill(0)),
  docx: zip({
    '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
    'word/document.xml': '<w:document/>',
  }),
  odt: zip({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': '<office:document-content/>' }),
  plainZip: zip({ 'notas.txt': 'hola' }),
  csv: bytes('\xef\xbb\xbfnombre;apellidos;nota\r\nLucía;García;8,5\r\n'),
  txt: bytes('Carta de motivación\n\nMe interesa la oferta porque…\n'),
  elf: bytes([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00], new Array(56).fill(0)),
  exe: bytes('MZ', [0x90, 0x00, 0x03, 0x00], new Array(58).fill(0), u32(64), 'PE\0\0', new Array(40).fill(0)),
  binary: bytes([0x00, 0x01, 0x02, 0x03, 0xfe, 0x00, 0x10], new Array(64).fill(0)),
};
