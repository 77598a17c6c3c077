import { QUESTION_IMAGE_MAX_BYTES } from '../../constants.js';
import { QUESTION_IMPORT_MESSAGES as M } from '../../question-messages.js';
import type { QuestionAttachment } from './import-result.js';
import { asList, asNode, type XmlNode } from './moodle-xml-nodes.js';

/** The pictures a question may carry (as lesson pictures: no SVG, it can hold script). */
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Every `<file>` element under `node`, at any depth. */
function files(node: XmlNode): XmlNode[] {
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'file' ? asList(value) : typeof value === 'object' && value !== null ? asList(value).flatMap(files) : [],
  );
}

/**
 * The source with each `<file>`'s content (megabytes of base64, which the XML parser reads
 * slowly) taken out and replaced by its number in `contents`. Moodle never puts a `<file>`
 * inside a CDATA text.
 */
export function takeOutFileContents(source: string): { xml: string; contents: string[] } {
  const contents: string[] = [];
  const xml = source.replace(
    /(<file\b[^>]*>)([^<]*)(<\/file>)/g,
    (_, open: string, content: string, close: string) => `${open}${contents.push(content) - 1}${close}`,
  );
  return { xml, contents };
}

function decodeBase64(data: string): Uint8Array {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The question's embedded pictures (`<file name encoding="base64">`, contents taken out by
 * takeOutFileContents), decoded, or the error that refuses the question: a file that is not
 * a picture, not base64, or over the size cap.
 */
export function attachmentsOf(
  question: XmlNode,
  contents: string[],
): { attachments: QuestionAttachment[] } | { error: string } {
  const attachments: QuestionAttachment[] = [];
  for (const file of files(question)) {
    const name = String(file.name ?? '');
    const mime = IMAGE_TYPES[name.split('.').pop()!.toLowerCase()];
    const data = (contents[Number(asNode(file)['#text'] ?? NaN)] ?? '').replace(/\s+/g, '');
    if (!mime || file.encoding !== 'base64' || !data || !BASE64.test(data)) return { error: M.imageInvalid };
    if (Math.floor((data.length * 3) / 4) - (data.match(/=/g)?.length ?? 0) > QUESTION_IMAGE_MAX_BYTES)
      return { error: M.imageTooLarge };
    attachments.push({ name, mime, bytes: decodeBase64(data) });
  }
  return { attachments };
}
