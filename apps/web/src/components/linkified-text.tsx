import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

/** http(s) links in plain text; trailing punctuation that usually ends a sentence stays text. */
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;

function isWebUrl(candidate: string): boolean {
  try {
    const { protocol, hostname } = new URL(candidate);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits plain text into text and http(s) link parts; nothing else becomes a link. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, '');
    if (!isWebUrl(href)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * Untrusted plain text (chat, comments) rendered as text, with http(s) URLs as links that
 * open in a new tab without access to this page. React escapes everything else.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <Anchor
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            inherit
            style={{ overflowWrap: 'anywhere' }}
          >
            {part.href}
          </Anchor>
        ),
      )}
    </>
  );
}
