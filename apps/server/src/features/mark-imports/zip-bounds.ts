// An XLSX is a zip archive: its central directory says what each entry holds once inflated. It is read here before
// anything inflates the file, so that an archive declaring too many entries or too many bytes (a zip bomb) is refused
// without being unpacked; the sheet worker then inflates each entry with the declared size as its ceiling, so an
// archive that lies about its sizes is refused too (docs/security.md, FI11).

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export const ZIP_BOUNDS = {
  /** An XLSX written by a spreadsheet holds 10–30 parts. */
  maxEntries: 200,
  /** All entries together once inflated: a 5,000-row sheet of marks is about 1 MiB of XML. */
  maxUncompressedBytes: 32 * 1024 * 1024,
} as const;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/** The entries of a zip archive, or why it is refused: `unreadable` (not a zip this reader knows) or `too-large`. */
export function zipEntries(
  bytes: Uint8Array,
  bounds: { maxEntries: number; maxUncompressedBytes: number } = ZIP_BOUNDS,
): ZipEntry[] | 'unreadable' | 'too-large' {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return 'unreadable';
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  // 0xffff / 0xffffffff mean zip64, which no spreadsheet of marks needs.
  if (count === 0xffff || offset === 0xffffffff || offset + size > eocd) return 'unreadable';
  if (count > bounds.maxEntries) return 'too-large';
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return 'unreadable';
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localHeaderOffset = view.getUint32(at + 42, true);
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff) return 'unreadable';
    if (method !== 0 && method !== 8) return 'unreadable';
    total += uncompressedSize;
    if (total > bounds.maxUncompressedBytes) return 'too-large';
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where an entry's data starts (after its local header), or -1 when the header is not there. */
export function entryDataOffset(bytes: Uint8Array, entry: ZipEntry): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE) return -1;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  return start + entry.compressedSize <= bytes.length ? start : -1;
}
