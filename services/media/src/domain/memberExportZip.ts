import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { MemberPicture } from '../store/memberExportStore';
import type { ObjectStore } from './ports';

/** One file of the export from one service. */
export interface ExportArea {
  name: string;
  json: string;
}

const README = `This is a copy of the data Kindred holds about you (docs/privacy.md in the Kindred repository).
Each .json file holds one area: profile, settings, follows, posts, photos, chat messages, mails,
gifts, ledger, orders, reports, notices and sessions. Other members appear by their id only.
pictures/ holds your pictures as Kindred stores them.
`;

/**
 * Streams the zip of an export: README, every service's areas, photos.json, and the member's
 * pictures read one at a time from the object store (a missing one is listed as missing, not fatal).
 */
export function exportZip(
  areas: ExportArea[],
  pictures: MemberPicture[],
  objects: ObjectStore,
): { stream: Readable; done: Promise<void> } {
  const zip = new ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  const done = (async () => {
    zip.addBuffer(Buffer.from(README), 'README.txt');
    for (const area of areas) zip.addBuffer(Buffer.from(area.json), area.name);
    const missing: string[] = [];
    for (const picture of pictures) {
      const object = await objects.get(picture.key);
      if (!object) {
        missing.push(picture.key);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      zip.addBuffer(Buffer.concat(chunks), `pictures/${picture.key}`);
    }
    zip.addBuffer(
      Buffer.from(
        JSON.stringify({ pictures: pictures.map((p) => ({ ...p, missing: missing.includes(p.key) })) }, null, 2),
      ),
      'pictures.json',
    );
    zip.end();
  })();
  done.catch((err: Error) => out.destroy(err));
  return { stream: out, done };
}
