import { createElement, type ReactNode } from 'react';
import hljs from 'highlight.js/lib/core';
import python from 'highlight.js/lib/languages/python';

hljs.registerLanguage('python', python);

/** An element's children as React nodes: text as text, highlight.js's spans as spans with their classes. */
function childrenOf(node: Node): ReactNode[] {
  return [...node.childNodes].map((child, index) =>
    child instanceof Element
      ? createElement('span', { key: index, className: child.className }, ...childrenOf(child))
      : child.textContent,
  );
}

/**
 * Python source with highlight.js's token classes (coloured by components/code-tokens.module.css).
 * Its HTML (every character of the source escaped, spans around tokens) is read back into
 * elements, never inserted as HTML.
 */
export function highlightedPython(source: string): ReactNode[] {
  const html = hljs.highlight(source, { language: 'python', ignoreIllegals: true }).value;
  return childrenOf(new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body);
}
