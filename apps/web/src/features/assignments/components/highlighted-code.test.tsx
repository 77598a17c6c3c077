import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlightedPython } from './highlighted-code';

describe('highlightedPython', () => {
  it('marks Python tokens with their classes and keeps every character of the source as text', () => {
    const source = 'def ping(host):\n    # one probe\n    return f"<b>{host}</b>" + str(42)\n';
    const { container } = render(<pre>{highlightedPython(source)}</pre>);
    expect(container.textContent).toBe(source);
    expect(container.querySelector('.hljs-keyword')?.textContent).toBe('def');
    expect(container.querySelector('.hljs-comment')?.textContent).toBe('# one probe');
    expect(container.querySelector('.hljs-number')?.textContent).toBe('42');
    // The source's own markup stays text: no element but highlight.js's spans.
    expect(container.querySelector('b')).toBeNull();
    expect([...container.querySelectorAll('pre *')].every((element) => element.tagName === 'SPAN')).toBe(true);
  });
});
