import fs from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';
import { CHANNEL_NAMES, STREAM_NAMES } from './names';

const servicesDir = path.resolve(__dirname, '../../..');
const eventsDir = __dirname;
const names = [...Object.values(CHANNEL_NAMES), ...Object.values(STREAM_NAMES)];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The texts of a file's string literals and template parts; comments may name a channel freely. */
function literalTexts(fileName: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true));
  return found;
}

function spelledNames(fileName: string, text: string): string[] {
  return literalTexts(fileName, text).flatMap((literal) => names.filter((name) => literal.includes(name)));
}

describe('Redis channel and stream names', () => {
  it('keeps the wire names byte-identical: they are the protocol between processes', () => {
    expect(CHANNEL_NAMES).toEqual({
      sessionRevoked: 'session:revoked',
      accountChanged: 'account:changed',
      accountClosed: 'account:closed',
      authoritiesChanged: 'authorities:changed',
      catalogueChanged: 'catalogue:changed',
      walletChanged: 'wallet:changed',
      newsfeedChanged: 'newsfeed:changed',
      mailboxChanged: 'mailbox:changed',
      followsChanged: 'follows:changed',
      backPhotosChanged: 'backphotos:changed',
      contactsChanged: 'contacts:changed',
      chatMember: 'chat:u:',
    });
    expect(STREAM_NAMES).toEqual({ notify: 'notify:events' });
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds a name spelled in a string or a template, not in a comment', () => {
    const sample = [
      "// published on 'account:closed'",
      "const closed = 'account:closed';",
      'const member = `${prefix}chat:u:${uid}`;',
    ].join('\n');
    expect(spelledNames('sample.ts', sample)).toEqual(['account:closed', 'chat:u:']);
  });

  it('is spelled nowhere in services/*/src but kit/src/events', () => {
    const offenders = fs
      .readdirSync(servicesDir)
      .map((service) => path.join(servicesDir, service, 'src'))
      .filter((src) => fs.existsSync(src))
      .flatMap(sourceFiles)
      .filter((file) => path.dirname(file) !== eventsDir)
      .flatMap((file) =>
        spelledNames(file, fs.readFileSync(file, 'utf8')).map((name) => `${path.relative(servicesDir, file)}: ${name}`),
      );
    expect(offenders).toEqual([]);
  });
});
