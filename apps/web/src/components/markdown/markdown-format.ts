/** The textarea's text and selection. */
export interface EditorState {
  value: string;
  start: number;
  end: number;
}

export type MarkdownFormat = 'heading' | 'bold' | 'list' | 'link' | 'table' | 'code';

const LINK_PLACEHOLDER = 'https://';
const TABLE = '| A | B |\n| --- | --- |\n|  |  |';

/** The whole lines the selection touches. */
function selectedLines({ value, start, end }: EditorState) {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const next = value.indexOf('\n', Math.max(start, end - 1));
  const to = next === -1 ? value.length : next;
  return { from, to, lines: value.slice(from, to).split('\n') };
}

/** Puts `text` in place of the selection, as a block of its own (blank lines around it). */
function insertBlock(state: EditorState, text: string, caretInBlock: number): EditorState {
  const before = state.value.slice(0, state.start);
  const after = state.value.slice(state.end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const caret = before.length + lead.length + caretInBlock;
  return { value: before + lead + text + tail + after, start: caret, end: caret };
}

/** Inserts `text` at the selection (replacing it), the caret after it. */
export function insertText(state: EditorState, text: string): EditorState {
  const caret = state.start + text.length;
  return { value: state.value.slice(0, state.start) + text + state.value.slice(state.end), start: caret, end: caret };
}

/**
 * One toolbar action on the Markdown: headings and lists prefix the lines the selection
 * touches, bold and link wrap it, a table or an IOS code block is inserted as a block of its
 * own (the selection goes into the code block). The caret lands where typing continues.
 */
export function applyFormat(state: EditorState, format: MarkdownFormat): EditorState {
  const selected = state.value.slice(state.start, state.end);
  switch (format) {
    case 'heading':
    case 'list': {
      const prefix = format === 'heading' ? '## ' : '- ';
      const { from, to, lines } = selectedLines(state);
      const text = lines.map((line) => (line.startsWith(prefix) ? line : prefix + line)).join('\n');
      return {
        value: state.value.slice(0, from) + text + state.value.slice(to),
        start: from + text.length,
        end: from + text.length,
      };
    }
    case 'bold': {
      const text = `**${selected}**`;
      const caret = state.start + 2 + selected.length;
      return {
        value: state.value.slice(0, state.start) + text + state.value.slice(state.end),
        start: selected ? caret + 2 : caret,
        end: selected ? caret + 2 : caret,
      };
    }
    case 'link': {
      const text = `[${selected}](${LINK_PLACEHOLDER})`;
      const urlStart = state.start + selected.length + 3;
      return {
        value: state.value.slice(0, state.start) + text + state.value.slice(state.end),
        start: urlStart,
        end: urlStart + LINK_PLACEHOLDER.length,
      };
    }
    case 'table':
      return insertBlock(state, TABLE, 2);
    case 'code':
      return insertBlock(state, '```ios\n' + selected + '\n```', 7 + selected.length);
  }
}
