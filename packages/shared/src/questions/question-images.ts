/**
 * Pictures in a question's Markdown, as lessons have them (docs/decisions/018): `![alt](url)`
 * where url is an http(s) address or `question-image:<key>`, the key of a picture stored for
 * the course's bank. An import names its pictures by file name (`question-image:net.png`,
 * with the file among the question's attachments); whoever stores them swaps in the keys.
 */
export const QUESTION_IMAGE_SCHEME = 'question-image:';

const REFERENCE = /\]\(question-image:([^)\s]+)\)/g;

export const questionImageMarkdown = (alt: string, key: string) =>
  `![${alt.replace(/[[\]\\]/g, '')}](${QUESTION_IMAGE_SCHEME}${encodeURIComponent(key)})`;

/** The keys (or imported file names) of the pictures `markdown` shows, each once. */
export const questionImageKeys = (markdown: string) => [
  ...new Set([...markdown.matchAll(REFERENCE)].map((match) => decodeURIComponent(match[1]!))),
];

/** `markdown` with each picture reference whose key `keys` maps replaced by its new key; others stay. */
export const replaceQuestionImageKeys = (markdown: string, keys: ReadonlyMap<string, string>) =>
  markdown.replace(REFERENCE, (whole, encoded: string) => {
    const key = keys.get(decodeURIComponent(encoded));
    return key === undefined ? whole : `](${QUESTION_IMAGE_SCHEME}${encodeURIComponent(key)})`;
  });
